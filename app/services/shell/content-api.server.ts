import { type AppLoadContext } from "@remix-run/node";
import { buildMenuRoutes, DEFAULT_MENU, type MenuEntry, type RoutableMenuEntry } from "./menu";
import { toConfigurationMap, type ConfigurationMap } from "./site-config";

export interface SiteShell {
  configuration: ConfigurationMap;
  menu: RoutableMenuEntry[];
  /** True when the content API could not be reached and built-in defaults are shown. */
  degraded: boolean;
}

const SHELL_CACHE_MS = 10_000;
const FAILED_CACHE_MS = 2_000;
let cachedShell: { backendUrl: string; expires: number; shell: Promise<SiteShell> } | null = null;

/** Fetches one content API path and returns its `data` array (the content API answers `{ data }`). */
export async function fetchContentList<T>(context: AppLoadContext, path: string): Promise<T[]> {
  const response = await fetch(`${context.backendUrl}/oapi/v1${path}`, { signal: AbortSignal.timeout(3_000) });
  if (!response.ok) throw new Error(`content API ${path} answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  if (!Array.isArray(body.data)) throw new Error(`content API ${path} sent no list`);
  return body.data as T[];
}

async function loadShell(context: AppLoadContext): Promise<SiteShell> {
  try {
    const [configurations, menu] = await Promise.all([
      fetchContentList<{ code: string; value: string }>(context, "/configurations"),
      fetchContentList<MenuEntry>(context, "/menu"),
    ]);
    const routes = buildMenuRoutes(menu);
    for (const { entry, reason } of routes.rejected) console.warn(`menu entry ${entry.code} ignored: ${reason}`);
    return { configuration: toConfigurationMap(configurations), menu: routes.entries, degraded: false };
  } catch (error) {
    console.warn(`content API unavailable, showing defaults: ${error instanceof Error ? error.message : String(error)}`);
    return { configuration: toConfigurationMap([]), menu: [...DEFAULT_MENU], degraded: true };
  }
}

/** Configuration and menu for the root loader, cached briefly so a page view costs no extra round trip. */
export function getSiteShell(context: AppLoadContext): Promise<SiteShell> {
  const now = Date.now();
  if (!cachedShell || cachedShell.backendUrl !== context.backendUrl || cachedShell.expires <= now) {
    const shell = loadShell(context);
    cachedShell = { backendUrl: context.backendUrl, expires: now + SHELL_CACHE_MS, shell };
    void shell.then((loaded) => {
      if (loaded.degraded && cachedShell?.shell === shell) cachedShell.expires = Date.now() + FAILED_CACHE_MS;
    });
  }
  return cachedShell.shell;
}

/** Drops this node's copy of the shell: the admin area calls it after changing the settings or the menu. */
export function forgetSiteShell(): void {
  cachedShell = null;
}
