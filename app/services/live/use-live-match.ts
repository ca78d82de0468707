import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { type LiveMatchState } from "../../../contract/live/messages";
import { liveMatchesAtom } from "~/atoms/live";
import { type ClockState, matchClockText } from "./match-clock";

/** A match's latest live state from the socket, if one has arrived since the page loaded. */
export function useLiveMatch(matchId: number): { match: LiveMatchState; receivedAt: number } | null {
  const entry = useAtomValue(liveMatchesAtom).get(matchId);
  return entry ? { match: entry.value, receivedAt: entry.receivedAt } : null;
}

/**
 * The clock's text, ticking every second while the clock runs. `receivedAt` is when this browser
 * received `state` (a socket message); null for the page's own data, whose clock runs on from when
 * the page came to life (the server's and the browser's clocks need not agree).
 */
export function useMatchClock(state: ClockState, receivedAt: number | null): string {
  const [mountedAt] = useState(Date.now);
  const [now, setNow] = useState<number | null>(null);
  const since = receivedAt ?? mountedAt;
  useEffect(() => {
    setNow(Date.now());
    if (state.status !== "Live" || !state.clockRunning) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.status, state.clockRunning, since]);
  return matchClockText(state, now === null ? 0 : now - since);
}
