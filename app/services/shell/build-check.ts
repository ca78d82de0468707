// New-build check (spec section 4, "Builds"): when the server runs a newer build than the page,
// the next navigation becomes a full page load. A guard stops reload loops.
export const RELOAD_GUARD_MS = 10_000;
export const LATEST_BUILD_PATH = "/latest-build.json";
export const LAST_RELOAD_KEY = "vsport:last-build-reload";

export function isNewerBuild(currentBuildId: string, latest: unknown): latest is { buildId: string } {
  if (!latest || typeof latest !== "object" || !("buildId" in latest)) return false;
  const { buildId } = latest;
  return typeof buildId === "string" && buildId.length > 0 && buildId !== currentBuildId;
}

/** A full reload is allowed unless one happened less than RELOAD_GUARD_MS ago. */
export function reloadAllowed(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}
