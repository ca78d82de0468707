import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

  it("answers with an ETag and honours a conditional request", async () => {
    const first = await get(`/matchs/lineup?match-id=${finalId}`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // fetch() adds "Cache-Control: no-cache" to a conditional request unless one is given, as a browser's reload does.
    const again = await get(`/matchs/lineup?match-id=${finalId}`, { "If-None-Match": etag ?? "", "Cache-Control": "max-age=0" });
    expect(again.status).toBe(304);
  });
});
