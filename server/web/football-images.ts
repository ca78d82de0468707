import { type Request, type Response } from "express";
import { crestSvg, playerSvg, type TeamKind } from "../../contract/sports/crest";
import { type Logger } from "../logger";

// Spec section 9's football images, /images/football/{type}/{id}, drawn by the web node
// (docs/sports-api.md, "Images"). An Express route beside the backend doors rather than a Remix
// resource route: it renders no page, needs none of the root loader's work, and sets its own
// headers (the pages' CSP replaced by a sandbox) without fighting Remix's.

const MAX_ID = 2_147_483_647;
/** Plain decimal digits, no sign, no leading zero: "0", "-1", "01", "1e3", "0x10" name no image. */
const ID_PATTERN = /^[1-9]\d{0,9}$/;
const IMAGE_TIMEOUT_MS = 5_000;

/** An SVG is a document that can run script: served sandboxed, with nothing to load, never sniffed. */
const IMAGE_HEADERS = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": "public, max-age=86400",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** The id of an image URL, or null when it is not a positive integer of the database's range. */
export function imageId(text: string): number | null {
  if (!ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

type Drawn = { found: true; svg: string } | { found: false };

async function fetchData<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function draw(backendUrl: string, type: string, id: number): Promise<Drawn> {
  if (type === "team") {
    // /teams/brief, not /teams/detail: a page shows dozens of crests, and each must cost one read.
    const team = await fetchData<{ name: string; nameVi: string | null; kind: string }>(`${backendUrl}/api/v1/teams/brief?team-id=${id}`);
    if (team === null) return { found: false };
    const kind: TeamKind = team.kind === "national" ? "national" : "club";
    return { found: true, svg: crestSvg({ id, name: team.nameVi ?? team.name, kind }) };
  }
  const player = await fetchData<{ name: string }>(`${backendUrl}/api/v1/players/detail?player-id=${id}`);
  return player === null ? { found: false } : { found: true, svg: playerSvg({ id, name: player.name }) };
}

export function footballImages(backendUrl: string, logger: Logger) {
  return async (request: Request, response: Response): Promise<void> => {
    const type = request.params.type ?? "";
    const id = imageId(request.params.id ?? "");
    if ((type !== "team" && type !== "player") || id === null) {
      response.status(404).json({ error: "not_found" });
      return;
    }
    try {
      const drawn = await draw(backendUrl, type, id);
      if (!drawn.found) {
        response.status(404).json({ error: "not_found" });
        return;
      }
      response.status(200).set(IMAGE_HEADERS).send(drawn.svg);
    } catch (error) {
      logger.warn({ err: error, path: request.path }, "football image failed");
      response.status(503).json({ error: "unavailable" });
    }
  };
}
