import { useEffect, useRef } from "react";
import { useNavigation } from "@remix-run/react";
import { isNewerBuild, LAST_RELOAD_KEY, LATEST_BUILD_PATH, reloadAllowed } from "~/services/shell/build-check";

function readLastReload(): number | null {
  try {
    const value = window.sessionStorage.getItem(LAST_RELOAD_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

function rememberReload(now: number): void {
  try {
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Storage may be disabled; the guard then only protects within this page.
  }
}

/**
 * Polls the latest-build file every `intervalMs` and whenever the tab becomes visible again.
 * Once a newer build is known, the next client navigation is turned into a full page load.
 */
export function NewBuildWatcher({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  const newerBuild = useRef(false);
  const navigation = useNavigation();

  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      if (newerBuild.current) return;
      try {
        const response = await fetch(LATEST_BUILD_PATH, { cache: "no-store" });
        if (!response.ok) return;
        if (!cancelled && isNewerBuild(buildId, await response.json())) newerBuild.current = true;
      } catch {
        // Offline or the server is restarting: try again at the next tick.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const timer = window.setInterval(() => void check(), intervalMs);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [buildId, intervalMs]);

  useEffect(() => {
    const target = navigation.location;
    if (!newerBuild.current || navigation.state !== "loading" || !target) return;
    const now = Date.now();
    if (!reloadAllowed(now, readLastReload())) return;
    rememberReload(now);
    window.location.assign(`${target.pathname}${target.search}${target.hash}`);
  }, [navigation.state, navigation.location]);

  return null;
}
