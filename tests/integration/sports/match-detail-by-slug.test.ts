import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../server/logger";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";

// /api/v1/matchs/recent-detail by slug (docs/sports-api.md), on the shipped data: the match page
// /schedule/{slug} asks this way.

interface DetailJson {
  id: number;
  slug: string;
  home: { id: number; name: string };
  away: { id: number; nameVi: string | null };
  score: { home: number; away: number; penalties: number[] | null };
  headToHead: { slug: string; home: { id: number }; away: { id: number } }[];
  recent: { home: { home: { id: number }; away: { id: number }; kickoffDate: string }[]; away: unknown[] };
}

describe("recent-detail by slug", () => {
  let backend: TestBackend;
  const json = async (path: string) => {
    const response = await fetch(`${backend.url}/api/v1${path}`);
    return { status: response.status, body: (await response.json()) as { data: DetailJson } & Record<string, unknown> };
  };

  beforeAll(async () => {
    backend = await startTestBackend("pglite", createLogger("silent"), "shipped");
  });
  afterAll(() => backend.close());

  it("finds the 2022 World Cup final by its slug, the same answer as by its id", async () => {
    const bySlug = await json("/matchs/recent-detail?slug=argentina-vs-phap-2022-12-18");
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject({
      slug: "argentina-vs-phap-2022-12-18",
      home: { name: "Argentina" },
      away: { nameVi: "Pháp" },
      score: { home: 3, away: 3, penalties: [4, 2] },
    });
    const byId = await json(`/matchs/recent-detail?match-id=${bySlug.body.data.id}`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it("gives the two teams' earlier meetings and each team's last five results before the match", async () => {
    const { body } = await json("/matchs/recent-detail?slug=argentina-vs-phap-2022-12-18");
    const { home, away, headToHead, recent } = body.data;
    // They met at the 2018 World Cup (4-3 to France), among others.
    expect(headToHead.map((match) => match.slug)).toContain("phap-vs-argentina-2018-06-30");
    for (const meeting of headToHead) expect([meeting.home.id, meeting.away.id].sort()).toEqual([home.id, away.id].sort());
    expect(recent.home).toHaveLength(5);
    expect(recent.away).toHaveLength(5);
    for (const match of recent.home) {
      expect([match.home.id, match.away.id]).toContain(home.id);
      expect(match.kickoffDate < "2022-12-18").toBe(true);
    }
  });

  it("answers a slug that names no match with 404 'Match not found'", async () => {
    const { status, body } = await json("/matchs/recent-detail?slug=argentina-vs-phap-1800-01-01");
    expect(status).toBe(404);
    expect(body).toEqual({ error: "match_not_found", message: "Match not found" });
  });

  it.each([
    ["/matchs/recent-detail", "match-id"],
    ["/matchs/recent-detail?slug=argentina-vs-phap-2022-12-18&match-id=1", "slug"],
    ["/matchs/recent-detail?slug=", "slug"],
    ["/matchs/recent-detail?slug=Argentina-vs-Phap", "slug"],
    ["/matchs/recent-detail?slug=a%27%20or%201=1--", "slug"],
    [`/matchs/recent-detail?slug=${"a".repeat(201)}`, "slug"],
    ["/matchs/recent-detail?slug=a&slug=b", "slug"],
    // The other match paths still take match-id only: without it, the missing match-id is named first.
    ["/matchs/lineup?slug=argentina-vs-phap-2022-12-18", "match-id"],
    ["/matchs/lineup?slug=argentina-vs-phap-2022-12-18&match-id=1", "slug"],
  ])("answers %s with 400 naming %s", async (path, parameter) => {
    const { status, body } = await json(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "bad_parameter", parameter });
  });
});
