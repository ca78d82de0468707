import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedHighlights } from "../../../server/highlights/seed";
import { matches } from "../../../server/sports/tables";
import { importSportsData } from "../../../server/sports/import/run";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { parsers, resolveTeam } from "./synthetic-records";

// The sports API over HTTP (docs/sports-api.md), on the records of synthetic-records.ts.

describe("sports API", () => {
  let backend: TestBackend;
  let finalId = 0;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${backend.url}/api/v1${path}`, { headers });
  const json = async (path: string) => {
    const response = await get(path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { data: never } };
  };

  beforeAll(async () => {
    backend = await startTestBackend();
    await importSportsData(backend.db, { dataFolder: "unused", parsers, teamResolver: () => resolveTeam });
    const { body } = await json("/matchs/recent?competition=world-cup&season=2022");
    finalId = (body.data as { id: number }[])[0]?.id ?? 0;
  });
  afterAll(() => backend.close());

  it("lists competitions with their seasons, the most followed first", async () => {
    const { status, body } = await json("/comp-list?sport=football");
    expect(status).toBe(200);
    const codes = (body.data as { code: string; seasons: { code: string }[] }[]).map((competition) => competition.code);
    expect(codes).toEqual(["world-cup", "friendly"]);
  });

  it("lists matches by Bangkok date, with every phase of the score", async () => {
    // 18:00 in Doha is 22:00 in Bangkok: still the 18th there.
    const { body } = await json("/matchs/recent?date=2022-12-18");
    expect(body).toMatchObject({ page: 1, size: 20, total: 1 });
    expect((body.data as unknown[])[0]).toMatchObject({
      id: finalId,
      slug: "argentina-vs-phap-2022-12-18",
      kickoffAt: "2022-12-18T15:00:00.000Z",
      timeKnown: true,
      status: "Ended",
      home: { name: "Argentina" },
      away: { name: "France", nameVi: "Pháp" },
      score: { home: 3, away: 3, halfTime: [2, 0], fullTime: [2, 2], extraTime: [3, 3], penalties: [4, 2], shootoutWinner: null },
      datasets: ["fjelstul", "worldcup.json", "international"],
    });
    expect((await json("/matchs/recent?date=2022-12-19")).body).toMatchObject({ total: 0, data: [] });
    expect((await json("/matchs/recent?status=Upcoming")).body).toMatchObject({ total: 1 });
  });

  it("gives a match's detail, incidents (with the spec's field names), statistics and lineups", async () => {
    const detail = await json(`/matchs/recent-detail?match-id=${finalId}`);
    expect(detail.body.data).toMatchObject({ id: finalId, headToHead: [], recent: { home: [], away: [] } });
    const live = await json(`/matchs/live/detail?match-id=${finalId}`);
    expect((live.body.data as { incidents: unknown[] }).incidents[0]).toEqual({
      sequence: 1,
      position: 1,
      type: 8,
      minute: 23,
      stoppage: 0,
      player_name: "Lionel Messi",
      in_player_name: null,
      out_player_name: null,
      player_slug: null,
    });
    // The Fjelstul database records every booking and substitution: those counts are real, even at 0.
    const stats = await json(`/matchs/stats-detail?match-id=${finalId}`);
    expect(stats.body.data).toMatchObject({
      source: "incidents",
      items: expect.arrayContaining([{ code: "yellowCards", home: 0, away: 0 }]),
    });
    const lineup = await json(`/matchs/lineup?match-id=${finalId}`);
    expect(lineup.body.data).toMatchObject({
      home: [{ playerName: "Emiliano Martínez", shirtNumber: 23, role: "GK", starter: true }],
      away: [],
    });
  });

  it("answers an unknown match with 404 'Match not found' on every match path", async () => {
    for (const path of ["recent-detail", "live/detail", "stats-detail", "lineup"]) {
      const { status, body } = await json(`/matchs/${path}?match-id=999999`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: "match_not_found", message: "Match not found" });
    }
  });

  it.each([
    ["/matchs/recent?page=0", "page"],
    ["/matchs/recent?page=-3", "page"],
    ["/matchs/recent?page=99999999999999999999", "page"],
    ["/matchs/recent?size=101", "size"],
    ["/matchs/recent?date=2022-02-30", "date"],
    ["/matchs/recent?date=2022-12-18%27%20or%201=1--", "date"],
    ["/matchs/recent?status=live", "status"],
    ["/matchs/recent?competition=.*%2B", "competition"],
    ["/matchs/recent?team=1e400", "team"],
    ["/matchs/recent?page=1&page=2", "page"],
    ["/matchs/recent?sport=%F0%9F%8F%80", "sport"],
    ["/matchs/recent?colour=red", "colour"],
    ["/matchs/lineup", "match-id"],
    ["/matchs/lineup?match-id=abc", "match-id"],
    ["/matchs/stats-detail?match-id=1.5", "match-id"],
    ["/comp-list?sport=tennis", "sport"],
  ])("answers %s with 400 naming %s", async (path, parameter) => {
    const { status, body } = await json(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "bad_parameter", parameter });
  });

  it("prices an upcoming match from the model, and serves no odds for a match that ended before the feed", async () => {
    const upcoming = (await json("/matchs/recent?status=Upcoming")).body.data as { id: number }[];
    const upcomingId = upcoming[0]?.id ?? 0;
    const { status, body } = await json(`/odds/stream?match-id=${upcomingId}`);
    expect(status).toBe(200);
    const data = body.data as {
      matchId: number;
      current: { source: string; suspended: boolean; lines: { market: string; prices: number[] }[] };
      history: unknown[];
    };
    expect(data.matchId).toBe(upcomingId);
    expect(data.current).toMatchObject({ source: "model", suspended: false, minute: null });
    expect(data.current.lines.map((line) => line.market)).toEqual(["1x2", "handicap", "overUnder"]);
    expect(data.current.lines[0]?.prices).toHaveLength(3);
    expect(data.history).toEqual([]);

    const ended = await json(`/odds/stream?match-id=${finalId}`);
    expect(ended.body.data).toMatchObject({ matchId: finalId, current: null, history: [] });
    expect((await json("/odds/stream?match-id=999999")).status).toBe(404);

    const day = await json("/odds-stream?date=2026-12-01");
    expect(day.body).toMatchObject({ total: 1, data: [{ match: { id: upcomingId }, odds: { source: "model" } }] });
  });

  it.each([
    ["/odds/stream", "match-id"],
    ["/odds/stream?match-id=x", "match-id"],
    ["/odds-stream?status=Ended", "status"],
    ["/odds-stream?date=2026-13-01", "date"],
    ["/odds-stream?size=51", "size"],
  ])("answers odds path %s with 400 naming %s", async (path, parameter) => {
    const { status, body } = await json(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "bad_parameter", parameter });
  });

  it("serves a match's highlights once seeded, each clip once however often the seed runs, and 404s what does not exist", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "highlights-"));
    const manifest = path.join(folder, "clips.json");
    const clip = (slug: string, matchKey: string) => ({
      slug,
      matchKey,
      title: "Chung kết",
      summary: "",
      durationSeconds: 15,
      width: 640,
      height: 360,
      files: { webm: `/video/highlights/${slug}.webm`, mp4: `/video/highlights/${slug}.mp4`, poster: `/video/highlights/${slug}.jpg` },
    });
    const { body } = await json(`/matchs/recent-detail?match-id=${finalId}`);
    const key = await backend.db.select({ key: matches.key }).from(matches).where(eq(matches.id, finalId));
    expect((body.data as { id: number }).id).toBe(finalId);
    writeFileSync(manifest, JSON.stringify([clip("chung-ket-highlights", key[0]?.key ?? ""), clip("khong-co-tran", "no:such:match")]));
    expect(await seedShippedHighlights(backend.db, manifest)).toEqual({ written: 1, missing: ["khong-co-tran"] });
    expect(await seedShippedHighlights(backend.db, manifest)).toEqual({ written: 1, missing: ["khong-co-tran"] });

    expect((await json("/matchs/highlights")).body).toMatchObject({
      total: 1,
      data: [{ slug: "chung-ket-highlights", match: { id: finalId } }],
    });
    expect((await json("/matchs/highlights?sport=basketball")).body).toMatchObject({ total: 0 });
    expect((await json("/matchs/highlights-recent?size=1")).body).toMatchObject({ data: [{ slug: "chung-ket-highlights" }] });
    expect((await json(`/matchs/highlights/match?match-id=${finalId}`)).body).toMatchObject({ data: [{ slug: "chung-ket-highlights" }] });
    expect((await json("/matchs/highlights/detail?slug=chung-ket-highlights")).body).toMatchObject({
      data: { sources: [{ type: "video/webm" }, { type: "video/mp4" }], poster: "/video/highlights/chung-ket-highlights.jpg" },
    });
    expect((await json("/matchs/highlights/detail?slug=khong-co")).status).toBe(404);
    expect((await json("/matchs/highlights/match?match-id=999999")).status).toBe(404);
  });

  it.each([
    ["/matchs/highlights?page=0", "page"],
    ["/matchs/highlights?size=51", "size"],
    ["/matchs/highlights?sport=tennis", "sport"],
    ["/matchs/highlights-recent?size=21", "size"],
    ["/matchs/highlights/match", "match-id"],
    ["/matchs/highlights/match?match-id=-1", "match-id"],
    ["/matchs/highlights/detail", "slug"],
    ["/matchs/highlights/detail?id=1&slug=a", "slug"],
    ["/matchs/highlights/detail?slug=%3Cscript%3E", "slug"],
  ])("answers highlight path %s with 400 naming %s", async (path, parameter) => {
    const { status, body } = await json(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "bad_parameter", parameter });
  });

  it("answers with an ETag and honours a conditional request", async () => {
    const first = await get(`/matchs/lineup?match-id=${finalId}`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // fetch() adds "Cache-Control: no-cache" to a conditional request unless one is given, as a browser's reload does.
    const again = await get(`/matchs/lineup?match-id=${finalId}`, { "If-None-Match": etag ?? "", "Cache-Control": "max-age=0" });
    expect(again.status).toBe(304);
  });
});
