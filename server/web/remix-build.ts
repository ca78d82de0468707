import { statSync, watch } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild } from "@remix-run/node";

export const SERVER_BUILD_PATH = path.resolve("build/index.js");

/**
 * Loads the Remix server build. In development the file is rebuilt by `remix dev`, so it is
 * re-imported whenever its modification time changes.
 */
export function createBuildLoader(development: boolean): () => Promise<ServerBuild> {
  let loaded: { version: number; build: Promise<ServerBuild> } | null = null;
  return () => {
    const version = development ? statSync(SERVER_BUILD_PATH).mtimeMs : 0;
    if (!loaded || loaded.version !== version) {
      const url = `${pathToFileURL(SERVER_BUILD_PATH).href}${development ? `?t=${version}` : ""}`;
      loaded = { version, build: import(url) as Promise<ServerBuild> };
    }
    return loaded.build;
  };
}

/** In development, tells `remix dev` when the rebuilt server build has been loaded (live reload). */
export async function announceDevBuilds(loadBuild: () => Promise<ServerBuild>): Promise<() => void> {
  const { broadcastDevReady } = await import("@remix-run/node");
  const announce = async () => {
    try {
      await broadcastDevReady(await loadBuild());
    } catch (error) {
      console.warn(`live reload: could not load the new build (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  await announce();
  const watcher = watch(SERVER_BUILD_PATH, { persistent: false }, () => void announce());
  return () => watcher.close();
}
