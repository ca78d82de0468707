// The match clock as fans read it (issue 9): it runs on in the browser between live messages.
import { type MessageKey, t } from "~/services/locale/messages";

export interface ClockState {
  sport: string;
  status: string;
  period: string | null;
  clockSeconds: number | null;
  clockRunning: boolean;
}

/** Where each football period's minutes end: past it, stoppage time ("45+2'"). */
const FOOTBALL_PERIOD_END: Readonly<Record<string, number>> = { "1H": 45, "2H": 90, ET1: 105, ET2: 120 };
const PAUSES: Readonly<Record<string, MessageKey>> = {
  HT: "periodHalfTime",
  WET: "periodBeforeExtraTime",
  ETHT: "periodExtraTimeBreak",
  WPEN: "periodBeforePenalties",
  PEN: "periodPenalties",
  BRK: "periodBreak",
};

/** Whether the clock of a match known only from the page's data runs: live and not in a pause (the socket says exactly). */
export function clockRunsIn(match: { status: string; period: string | null }): boolean {
  return match.status === "Live" && match.period !== null && !(match.period in PAUSES);
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The clock's text `elapsedMs` after its state was known: "67'", "45+2'", "HT", "Q3 05:12"; "" when the match is not live. */
export function matchClockText(state: ClockState, elapsedMs: number): string {
  if (state.status !== "Live" || state.period === null) return "";
  const pause = PAUSES[state.period];
  if (pause) return state.sport === "basketball" && state.period === "HT" ? t("periodBasketballHalfTime") : t(pause);
  if (state.clockSeconds === null) return "";
  const moved = state.clockRunning ? Math.max(0, Math.floor(elapsedMs / 1000)) : 0;
  if (state.sport === "basketball") {
    const left = Math.max(0, state.clockSeconds - moved);
    return `${state.period} ${twoDigits(Math.floor(left / 60))}:${twoDigits(left % 60)}`;
  }
  const minute = Math.floor((state.clockSeconds + moved) / 60) + 1;
  const end = FOOTBALL_PERIOD_END[state.period];
  if (end !== undefined && minute > end) return `${end}+${minute - end}'`;
  return `${minute}'`;
}
