// The table of backend calls in docs/backend-api.md, written from the registry
// (contract/backend-calls). `npm run docs:calls` rewrites it; a unit test fails when it is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { BACKEND_CALLS, type BackendCall } from "../contract/backend-calls";

export const DOC_PATH = "docs/backend-api.md";
const START = "<!-- backend-calls:start (npm run docs:calls writes this table from contract/backend-calls) -->";
const END = "<!-- backend-calls:end -->";

function accessOf(call: BackendCall): string {
  switch (call.access.kind) {
    case "anyone":
      return "anyone";
    case "loggedIn":
      return "login";
    case "role":
      return `login, ${call.access.roles.join(" or ")}`;
  }
}

export function renderCallsTable(): string {
  const rows = Object.entries(BACKEND_CALLS).map(([name, call]: [string, BackendCall]) => {
    const refusals = (call.docs.refusals ?? []).join(", ");
    const door = call.browser ? `\`${name}\`` : "(web node only)";
    return `| ${door} | ${call.path} | ${accessOf(call)} | ${call.docs.param} | ${call.docs.result} | ${refusals} |`;
  });
  return [
    START,
    "| name (/api/{name}) | path | who | param | result (errCode 200) | errMsg keys on 400 |",
    "|---|---|---|---|---|---|",
    ...rows,
    END,
  ].join("\n");
}

export function withCallsTable(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`${DOC_PATH} has no backend-calls markers`);
  return doc.slice(0, start) + renderCallsTable() + doc.slice(end + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(DOC_PATH, withCallsTable(readFileSync(DOC_PATH, "utf8")));
  console.info(`${DOC_PATH}: table of ${Object.keys(BACKEND_CALLS).length} calls written`);
}
