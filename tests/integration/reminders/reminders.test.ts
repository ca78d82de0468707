import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type IncomingMessage } from "node:http";
import { Agent, createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AddressInfo } from "node:net";
import { inflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveMatchState, type LiveMessage, unpackLiveMessage } from "../../../contract/live/messages";
import { BUS_CHANNELS } from "../../../server/bus";
import { newVapidKeys } from "../../../server/config/secrets";
import { unpackEnvelope } from "../../../server/live/bus-envelope";
import { LivePublisher } from "../../../server/live/publisher";
import { createLogger } from "../../../server/logger";
import { NotificationDelivery } from "../../../server/reminders/delivery";
import { sendDueReminders } from "../../../server/reminders/scheduler";
import { pushSubscriptions, teamFollows } from "../../../server/reminders/tables";
import { notifyTeamGoals } from "../../../server/reminders/team-goals";
import { WebPush } from "../../../server/reminders/web-push";
import { matches } from "../../../server/sports/tables";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { createLoggedInUser, type LoggedInUser } from "../profile/fixtures";

// Reminders (reservationMatch), the scheduler that turns them into notifications once, the
// notifications calls, goals of followed teams and Web Push, on the shipped data.
const logger = createLogger("silent");
const MINUTE = 60_000;

describe("reminders and notifications", () => {
  let backend: TestBackend;
  let fan: LoggedInUser;
  let upcoming: { id: number; slug: string; kickoff: Date; homeTeamId: number; awayTeamId: number };
  let endedId: number;
  const heard: LiveMessage[] = [];
  const call = (path: string, param: unknown, user: LoggedInUser | null = fan) => backend.call(path, param, user?.sessionId);

  beforeAll(async () => {
    backend = await startTestBackend("pglite", logger, "shipped");
    fan = await createLoggedInUser(backend.db);
    // A real match, made upcoming ten minutes from now (the test's own copy of the data).
    const [row] = await backend.db
      .select({ id: matches.id, slug: matches.slug, homeTeamId: matches.homeTeamId, awayTeamId: matches.awayTeamId })
      .from(matches)
      .where(eq(matches.slug, "argentina-vs-phap-2022-12-18"));
    if (!row) throw new Error("the 2022 final is not in the shipped data");
    const kickoff = new Date(Math.ceil((Date.now() + 10 * MINUTE) / 1000) * 1000);
    await backend.db.update(matches).set({ status: "Upcoming", kickoffAt: kickoff }).where(eq(matches.id, row.id));
    upcoming = { ...row, kickoff };
    const [ended] = await backend.db.select({ id: matches.id }).from(matches).where(eq(matches.status, "Ended")).limit(1);
    endedId = ended?.id ?? 0;
    backend.services.bus.subscribe(BUS_CHANNELS.user(fan.user.id), (bytes) =>
      heard.push(unpackLiveMessage(inflateSync(unpackEnvelope(bytes).bytes))),
    );
  }, 120_000);
  afterAll(() => backend.close());

  it("sets a reminder once, says so the second time, lists it with its match and cancels it", async () => {
    const first = await call("/match/reservationMatch", { matchId: upcoming.id, reserve: true });
    expect([first.errCode, first.data]).toEqual([200, { matchId: String(upcoming.id), reserved: true, already: false }]);
    const again = await call("/match/reservationMatch", { matchId: String(upcoming.id), reserve: true });
    expect(again.data).toEqual({ matchId: String(upcoming.id), reserved: true, already: true });
    const listed = await call("/match/reservationList", {});
    expect(listed.data).toEqual({ items: [{ matchId: String(upcoming.id), createdAt: expect.any(String) }] });
    const cancelled = await call("/match/reservationMatch", { matchId: upcoming.id, reserve: false });
    expect(cancelled.data).toMatchObject({ reserved: false, already: false });
    expect((await call("/match/reservationList", {})).data).toEqual({ items: [] });
  });

  it("refuses a match that has started or ended, one that does not exist, bad params and guests", async () => {
    expect([(await call("/match/reservationMatch", { matchId: endedId, reserve: true })).errMsg]).toEqual(["reminderMatchStarted"]);
    expect((await call("/match/reservationMatch", { matchId: 2_000_000_000, reserve: true })).errMsg).toBe("matchNotFound");
    for (const param of [
      {},
      { matchId: -1, reserve: true },
      { matchId: "1; drop table", reserve: true },
      { matchId: 1, reserve: "yes" },
      { matchId: 1, reserve: true, extra: 1 },
    ])
      expect((await call("/match/reservationMatch", param)).errCode, JSON.stringify(param)).toBe(400);
    const guest = await call("/match/reservationMatch", { matchId: upcoming.id, reserve: true }, null);
    expect(guest.errCode).not.toBe(200);
    expect((await call("/match/reservationList", {})).data).toEqual({ items: [] });
  });

  it("notifies 5 minutes before kick-off and at kick-off, each once, even after a restart", async () => {
    await call("/match/reservationMatch", { matchId: upcoming.id, reserve: true });
    const delivery = () => new NotificationDelivery(backend.db, new LivePublisher(backend.services.bus), null, logger);
    const at = (offsetMs: number) => new Date(upcoming.kickoff.getTime() + offsetMs);
    expect(await sendDueReminders(backend.db, delivery(), at(-6 * MINUTE))).toBe(0);
    expect(await sendDueReminders(backend.db, delivery(), at(-5 * MINUTE))).toBe(1);
    expect(await sendDueReminders(backend.db, delivery(), at(-4 * MINUTE))).toBe(0);
    // A new scheduler on the same database (the site restarted): nothing twice.
    expect(await sendDueReminders(backend.db, delivery(), at(-1 * MINUTE))).toBe(0);
    expect(await sendDueReminders(backend.db, delivery(), at(0))).toBe(1);
    expect(await sendDueReminders(backend.db, delivery(), at(MINUTE))).toBe(0);
    const list = await call("/user/notificationList", {});
    const data = list.data as { items: { kind: string; title: string; link: string; read: boolean }[]; unread: number };
    expect(data.unread).toBe(2);
    expect(data.items.map((item) => item.kind)).toEqual(["matchStart", "matchSoon"]);
    expect(data.items[0]).toMatchObject({ title: "Argentina vs Pháp", link: `/schedule/${upcoming.slug}`, read: false });
    // Delivered live to the user's pages as well.
    expect(
      heard.filter((message) => message.type === "notification").map((message) => message.type === "notification" && message.unread),
    ).toEqual([1, 2]);
    expect((await call("/user/notificationRead", { all: true })).data).toEqual({ unread: 0 });
    expect((await call("/user/notificationRead", { ids: [] })).errCode).toBe(400);
  });

  it("does not remind of a kick-off long past (the site was down)", async () => {
    const other = await createLoggedInUser(backend.db);
    await backend.call("/match/reservationMatch", { matchId: upcoming.id, reserve: true }, other.sessionId);
    const delivery = new NotificationDelivery(backend.db, new LivePublisher(backend.services.bus), null, logger);
    expect(await sendDueReminders(backend.db, delivery, new Date(upcoming.kickoff.getTime() + 31 * MINUTE))).toBe(0);
  });

  it("tells followers of a team of each of its goals once, not the goals a restarted feed finds already scored", async () => {
    const follow = await call("/match/teamFollow", { teamId: upcoming.homeTeamId, follow: true });
    expect(follow.data).toEqual({ teamId: upcoming.homeTeamId, following: true });
    expect((await call("/match/teamFollowList", {})).data).toMatchObject({ items: [{ teamId: upcoming.homeTeamId }] });
    expect((await call("/match/teamFollow", { teamId: 2_000_000_000, follow: true })).errMsg).toBe("teamNotFound");
    const state = (incidents: LiveMatchState["incidents"], home: number): LiveMatchState => ({
      matchId: upcoming.id,
      slug: upcoming.slug,
      sport: "football",
      competitionId: 1,
      status: "Live",
      period: "1H",
      clockSeconds: 1400,
      clockRunning: true,
      score: { home, away: 0, halfTime: null, fullTime: null, extraTime: null, penalties: null, shootoutWinner: null },
      periodScores: [],
      incidents,
      replay: null,
    });
    const goal = {
      sequence: 1,
      position: 1,
      type: 8,
      minute: 23,
      stoppage: 0,
      player_name: "Lionel Messi",
      in_player_name: null,
      out_player_name: null,
      player_slug: null,
    };
    const card = { ...goal, sequence: 2, position: 2, type: 3, player_name: "Adrien Rabiot" };
    const delivery = new NotificationDelivery(backend.db, new LivePublisher(backend.services.bus), null, logger);
    expect(await notifyTeamGoals(backend.db, delivery, state([goal], 1), null, new Date())).toBe(0);
    expect(await notifyTeamGoals(backend.db, delivery, state([goal], 1), state([], 0), new Date())).toBe(1);
    expect(await notifyTeamGoals(backend.db, delivery, state([goal, card], 1), state([goal], 1), new Date())).toBe(0);
    expect(await notifyTeamGoals(backend.db, delivery, state([goal], 1), state([], 0), new Date())).toBe(0);
    const list = (await call("/user/notificationList", {})).data as { items: { kind: string; title: string; body: string }[] };
    expect(list.items[0]).toMatchObject({
      kind: "teamGoal",
      title: "Bàn thắng! Argentina",
      body: "23' Lionel Messi: Argentina 1 - 0 Pháp",
    });
    await call("/match/teamFollow", { teamId: upcoming.homeTeamId, follow: false });
    expect((await call("/match/teamFollowList", {})).data).toEqual({ items: [] });
  });

  it("sends Web Push with VAPID to the user's subscriptions and forgets one the push service says is gone", async () => {
    // A local HTTPS server with a certificate made for the test stands in for a browser's push service (test double).
    const folder = mkdtempSync(path.join(tmpdir(), "vsport-push-"));
    const certificate = ["-days", "1", "-keyout", path.join(folder, "key.pem"), "-out", path.join(folder, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        ...certificate,
      ],
      { stdio: "ignore" },
    );
    const cert = readFileSync(path.join(folder, "cert.pem"));
    const received: { headers: IncomingMessage["headers"]; bytes: number }[] = [];
    let status = 201;
    const pushService = createHttpsServer({ key: readFileSync(path.join(folder, "key.pem")), cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({ headers: request.headers, bytes: Buffer.concat(chunks).length });
        response.statusCode = status;
        response.end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
    try {
      const endpoint = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/abc`;
      // A real browser key pair's public half and a 16-byte auth secret.
      const keys = newVapidKeys();
      await backend.db
        .insert(pushSubscriptions)
        .values({ userId: fan.user.id, endpoint, p256dh: keys.vapidPublicKey, auth: "AAAAAAAAAAAAAAAAAAAAAA" });
      const vapid = newVapidKeys();
      const push = new WebPush(
        { publicKey: vapid.vapidPublicKey, privateKey: vapid.vapidPrivateKey, subject: "mailto:test@vsport.invalid" },
        logger,
        new Agent({ ca: cert }),
      );
      const notification = {
        id: 1,
        kind: "matchSoon" as const,
        title: "A vs B",
        body: "5 phút nữa",
        link: "/schedule/a-vs-b",
        createdAt: 0,
        read: false,
      };
      await push.send(backend.db, fan.user.id, notification);
      expect(received).toHaveLength(1);
      expect(received[0]?.headers.authorization).toMatch(/^vapid t=.+, k=/);
      expect(received[0]?.headers["content-encoding"]).toBe("aes128gcm");
      expect(received[0]?.bytes).toBeGreaterThan(0);
      status = 410;
      await push.send(backend.db, fan.user.id, notification);
      expect(await backend.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, fan.user.id))).toEqual([]);
    } finally {
      await new Promise((resolve) => pushService.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("keeps push subscriptions to https endpoints with their keys", async () => {
    const keys = newVapidKeys();
    const subscription = { endpoint: "https://push.example/abc", keys: { p256dh: keys.vapidPublicKey, auth: "AAAAAAAAAAAAAAAAAAAAAA" } };
    expect((await call("/user/pushSubscribe", subscription)).data).toEqual({ subscribed: true });
    expect((await call("/user/pushSubscribe", { ...subscription, endpoint: "http://push.example/abc" })).errCode).toBe(400);
    expect((await call("/user/pushUnsubscribe", { endpoint: subscription.endpoint })).data).toEqual({ subscribed: false });
    expect((await call("/user/pushKey", {}, null)).data).toEqual({ publicKey: null });
    expect(await backend.db.select().from(teamFollows).where(eq(teamFollows.userId, fan.user.id))).toEqual([]);
  });
});
