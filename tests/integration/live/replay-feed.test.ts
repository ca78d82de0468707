import { and, asc, eq, isNotNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveMessage } from "../../../contract/live/messages";
import { DatabaseConnection } from "../../../server/backend/database-connection";
import { BUS_CHANNELS } from "../../../server/bus";
import { InProcessBus } from "../../../server/bus/in-process-bus";
import { unpackEnvelope } from "../../../server/live/bus-envelope";
import { type MatchChange } from "../../../server/live/feed/match-changes";
import { startLiveFeed, type RunningLiveFeed } from "../../../server/live/feed/start";
import { slotsOfDay } from "../../../server/live/replay/slots";
import { createLogger } from "../../../server/logger";
import { incidents, lineups, matches } from "../../../server/sports/tables";
import { oddsHistory } from "../../../server/live/odds/tables";
import { unpackLiveMessage } from "../../../contract/live/messages";
import { inflateSync } from "node:zlib";
import { createTestDatabase, type TestDatabase } from "../../helpers/test-database";

// The replay provider on the shipped data, driven by a clock the test moves.
const logger = createLogger("silent");
const DAY = "2026-11-24";
const dayStart = Date.parse(`${DAY}T00:00:00+07:00`);

let test: TestDatabase;
let bus: InProcessBus;
let now = dayStart + 12 * 3600_000;
const clock = { now: () => now };
const published: LiveMessage[] = [];
const everPublished: LiveMessage[] = [];
const changes: MatchChange[] = [];

function startFeed(): RunningLiveFeed {
  const database = new DatabaseConnection(async () => test.database, logger);
  void database.start();
  const live = startLiveFeed({ database, bus, logger, clock, autoTick: false });
  live.changes.listen((change) => void changes.push(change));
  return live;
}

beforeAll(async () => {
  test = await createTestDatabase("pglite", { stage: "shipped" });
  bus = new InProcessBus(`replay-feed-${process.pid}`, logger);
  bus.subscribe(BUS_CHANNELS.live, (bytes) => {
    const message = unpackLiveMessage(inflateSync(unpackEnvelope(bytes).bytes));
    published.push(message);
    everPublished.push(message);
  });
}, 120_000);
afterAll(async () => {
  await bus.close();
  await test.cleanup();
});

describe("the replay feed", () => {
  let live: RunningLiveFeed;
  const db = () => test.database.db;

  it("plans replays of real matches from yesterday to a week ahead, without touching real matches", async () => {
    live = startFeed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await live.tick();
    const replays = await db()
      .select({ key: matches.key, slug: matches.slug, kickoffAt: matches.kickoffAt, replayOf: matches.replayOf, sport: matches.sport })
      .from(matches)
      .where(isNotNull(matches.replayOf));
    expect(replays.length).toBe(9 * slotsOfDay(DAY).length);
    expect(replays.some((row) => row.sport === "basketball")).toBe(true);
    expect(replays.every((row) => row.slug.includes("-phat-lai-"))).toBe(true);
    const keys = new Set(replays.map((row) => row.key));
    for (const slot of slotsOfDay(DAY)) expect(keys.has(`replay:${slot.key}`)).toBe(true);
    // Planning again adds nothing.
    const before = replays.length;
    now += 11 * 60_000;
    await live.tick();
    const after = await db().select({ id: matches.id }).from(matches).where(isNotNull(matches.replayOf));
    expect(after.length).toBe(before);
  }, 120_000);

  it("plays the matches live now, publishing their state and telling the listeners", async () => {
    published.length = 0;
    now += 60_000;
    await live.tick();
    const liveRows = await db()
      .select({ id: matches.id, status: matches.status })
      .from(matches)
      .where(and(isNotNull(matches.replayOf), eq(matches.status, "Live")));
    expect(liveRows.length).toBeGreaterThan(0);
    const matchMessages = published.filter((message) => message.type === "match");
    expect(matchMessages.map((message) => message.matchId).sort()).toEqual(expect.arrayContaining(liveRows.map((row) => row.id).sort()));
    const count = everPublished.filter((message) => message.type === "liveCount").at(-1);
    expect(count?.type === "liveCount" && count.count.total).toBe(liveRows.length);
    expect(live.feed.liveCount().total).toBe(liveRows.length);
    expect(changes.length).toBeGreaterThan(0);
    const replayOfMessage = matchMessages[0];
    expect(replayOfMessage?.type === "match" && replayOfMessage.match.replay?.originalDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("prices the live matches, keeping each one's odds history from before kick-off, and publishes the prices", async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [playing] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(and(isNotNull(matches.replayOf), eq(matches.status, "Live"), eq(matches.sport, "football")));
    const history = await db()
      .select({ minute: oddsHistory.minute, lines: oddsHistory.lines, suspended: oddsHistory.suspended })
      .from(oddsHistory)
      .where(eq(oddsHistory.matchId, playing?.id ?? 0))
      .orderBy(asc(oddsHistory.id));
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history[0]?.minute).toBeNull();
    expect(history[0]?.lines.map((line) => line.market)).toEqual(["1x2", "handicap", "overUnder"]);
    expect(history.at(-1)?.minute).toBeGreaterThan(0);
    const oddsMessages = everPublished.filter((message) => message.type === "odds");
    expect(oddsMessages.some((message) => message.matchId === playing?.id)).toBe(true);
  });

  it("has yesterday's replays ended with their real results and incidents stored", async () => {
    const yesterday = await db()
      .select({ id: matches.id, status: matches.status, homeScore: matches.homeScore, replayOf: matches.replayOf })
      .from(matches)
      .where(and(like(matches.key, "replay:football:2026-11-23:%")))
      .orderBy(asc(matches.id));
    expect(yesterday.length).toBeGreaterThan(0);
    expect(yesterday.every((row) => row.status === "Ended")).toBe(true);
    for (const row of yesterday.slice(0, 5)) {
      const [original] = await db()
        .select({ homeScore: matches.homeScore })
        .from(matches)
        .where(eq(matches.id, row.replayOf ?? 0));
      expect(row.homeScore).toBe(original?.homeScore);
    }
    const withGoals = await db()
      .select({ matchId: incidents.matchId })
      .from(incidents)
      .where(eq(incidents.matchId, yesterday[0]?.id ?? 0));
    expect(Array.isArray(withGoals)).toBe(true);
  });

  it("moves the clock a minute at a time and resumes where it should after a restart", async () => {
    const [playing] = await db()
      .select({ id: matches.id, clock: matches.clockSeconds, period: matches.period })
      .from(matches)
      .where(and(isNotNull(matches.replayOf), eq(matches.status, "Live"), eq(matches.sport, "football")));
    expect(playing).toBeDefined();
    now += 3 * 60_000;
    await live.tick();
    const [moved] = await db()
      .select({ clock: matches.clockSeconds, period: matches.period })
      .from(matches)
      .where(eq(matches.id, playing?.id ?? 0));
    if (playing?.period === moved?.period && playing?.clock !== null && moved?.clock !== null && ["1H", "2H"].includes(moved?.period ?? ""))
      expect((moved?.clock ?? 0) - (playing?.clock ?? 0)).toBeGreaterThanOrEqual(170);
    await live.stop();

    // A new feed (the site restarted) an hour later: the same match is where an hour of play puts it, not back at zero.
    now += 60 * 60_000;
    const restarted = startFeed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await restarted.tick();
    const [resumed] = await db()
      .select({ status: matches.status, clock: matches.clockSeconds, period: matches.period })
      .from(matches)
      .where(eq(matches.id, playing?.id ?? 0));
    expect(resumed?.status === "Ended" || (resumed?.clock ?? 0) >= (moved?.clock ?? 0) + 3000 || resumed?.period !== moved?.period).toBe(
      true,
    );
    await restarted.stop();
  });

  it("copies a real match's line-ups to its replay", async () => {
    const withLineups = await db()
      .select({ replay: matches.id })
      .from(matches)
      .innerJoin(lineups, eq(lineups.matchId, matches.replayOf))
      .where(isNotNull(matches.replayOf))
      .limit(1);
    if (withLineups[0]) {
      const copied = await db().select({ name: lineups.playerName }).from(lineups).where(eq(lineups.matchId, withLineups[0].replay));
      expect(copied.length).toBeGreaterThan(10);
    }
  });
});
