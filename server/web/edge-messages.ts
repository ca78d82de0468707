import { type ServerBuild } from "@remix-run/node";
import { type EdgeMessages } from "../../contract/edge-messages";

export { type EdgeMessages } from "../../contract/edge-messages";

// Only when the build does not export them (a build older than the edge, or none at all): HTTP's
// own words rather than a second dictionary.
const FALLBACK: Readonly<EdgeMessages> = Object.freeze({
  crossSiteRefused: "Forbidden",
  requestTooLarge: "Payload Too Large",
  uploadTooLarge: "Payload Too Large",
  serverError: "Internal Server Error",
  backToHome: "/",
});

const KEYS = Object.keys(FALLBACK) as (keyof EdgeMessages)[];
const read = new WeakMap<ServerBuild, EdgeMessages>();

/** The texts app/entry.server.tsx exports as `edgeMessages`, text by text, each checked; the fallback for anything missing. */
export function edgeMessagesOf(build: ServerBuild | null): EdgeMessages {
  if (!build) return { ...FALLBACK };
  const known = read.get(build);
  if (known) return known;
  const entryModule: Record<string, unknown> = { ...build.entry.module };
  const exported = entryModule.edgeMessages;
  const texts: Record<string, unknown> = typeof exported === "object" && exported !== null ? { ...exported } : {};
  const messages = { ...FALLBACK };
  for (const key of KEYS) {
    const text = texts[key];
    if (typeof text === "string" && text !== "") messages[key] = text;
  }
  read.set(build, messages);
  return messages;
}
