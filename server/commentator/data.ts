import { and, count, desc, eq, gte, inArray, isNull, lt, sql, sum, type AnyColumn, type SQL } from "drizzle-orm";
import { type LiveData } from "../../contract/backend-calls/commentator";
import { SITE_TIME_ZONE } from "../accounts/daily-points";
import { chatMessages } from "../chat/tables";
import { follows } from "../db/schema";
import { topSupportersBetween } from "../gifts/leaderboard";
import { type AppDatabase } from "../db/types";
import { giftSends } from "../gifts/tables";
import { teamNames } from "../reminders/reservations";
import { matches } from "../sports/tables";
import { roomBroadcasts, roomViewerSamples } from "../rooms/tables";
import { type DataPeriod } from "./data-period";
import {
  addTotals,
  averageViewers,
  countsByDay,
  liveMinutes,
  seriesStepMs,
  thinSeries,
  watchMinutes,
  type SampleTotals,
} from "./data-numbers";

// The commentator centre's numbers (issue 12, docs/commentator-centre.md "Data"): a room's
// broadcasts in a period with their viewers, chat and gifts; the period's days; its fans and top
// supporters. Chat messages a moderator deleted are not counted.

export interface DataRoom {
  id: number;
  /** The room's commentator: their followers are its fans. */
  anchorId: number;
}

interface BroadcastRow extends SampleTotals {
  id: number;
  startedAt: Date;
  endedAt: Date | null;
  matchId: number | null;
  peakViewers: number;
  chatMessages: number;
  giftPoints: number;
}

const asNumber = (value: unknown) => Number(value ?? 0);

/** A time column as a Bangkok day, YYYY-MM-DD. */
const bangkokDayOf = (column: AnyColumn) => sql<string>`to_char(${column} at time zone ${SITE_TIME_ZONE}, 'YYYY-MM-DD')`;

/** The room's broadcasts that started in the period, newest first, with their samples, chat and gifts. */
async function periodBroadcasts(db: AppDatabase, roomId: number, period: DataPeriod, now: Date): Promise<BroadcastRow[]> {
  const until = sql`coalesce(${roomBroadcasts.endedAt}, ${now.toISOString()}::timestamptz)`;
  const ofSamples = (aggregate: SQL) =>
    sql`(select ${aggregate} from ${roomViewerSamples} where ${roomViewerSamples.broadcastId} = ${roomBroadcasts.id})`.mapWith(asNumber);
  const during = (table: typeof chatMessages | typeof giftSends) =>
    and(eq(table.roomId, roomBroadcasts.roomId), gte(table.createdAt, roomBroadcasts.startedAt), sql`${table.createdAt} < ${until}`);
  return db
    .select({
      id: roomBroadcasts.id,
      startedAt: roomBroadcasts.startedAt,
      endedAt: roomBroadcasts.endedAt,
      matchId: roomBroadcasts.matchId,
      peakViewers: roomBroadcasts.peakViewers,
      samples: ofSamples(sql`count(*)`),
      viewerSum: ofSamples(sql`coalesce(sum(${roomViewerSamples.viewers}), 0)`),
      viewerMax: ofSamples(sql`coalesce(max(${roomViewerSamples.viewers}), 0)`),
      chatMessages: sql`(select count(*) from ${chatMessages} where ${and(during(chatMessages), isNull(chatMessages.deletedAt))})`.mapWith(
        asNumber,
      ),
      giftPoints: sql`(select coalesce(sum(${giftSends.points}), 0) from ${giftSends} where ${during(giftSends)})`.mapWith(asNumber),
    })
    .from(roomBroadcasts)
    .where(
      and(eq(roomBroadcasts.roomId, roomId), gte(roomBroadcasts.startedAt, period.startsAt), lt(roomBroadcasts.startedAt, period.endsAt)),
    )
    .orderBy(desc(roomBroadcasts.startedAt), desc(roomBroadcasts.id));
}

/** "Home – Away" of each covered match. */
async function matchTitles(db: AppDatabase, matchIds: readonly number[]): Promise<Map<number, string>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select({ id: matches.id, home: matches.homeTeamId, away: matches.awayTeamId })
    .from(matches)
    .where(inArray(matches.id, [...new Set(matchIds)]));
  const names = await teamNames(
    db,
    rows.flatMap((row) => [row.home, row.away]),
  );
  return new Map(rows.map((row) => [row.id, `${names.get(row.home) ?? ""} – ${names.get(row.away) ?? ""}`]));
}

interface DailyRows {
  followers: { day: string; count: number }[];
  chat: { day: string; count: number }[];
  gifts: { day: string; points: number; gifts: number }[];
}

async function dailyRows(db: AppDatabase, room: DataRoom, period: DataPeriod): Promise<DailyRows> {
  const followDay = bangkokDayOf(follows.createdAt);
  const chatDay = bangkokDayOf(chatMessages.createdAt);
  const giftDay = bangkokDayOf(giftSends.createdAt);
  const [followers, chat, gifts] = await Promise.all([
    db
      .select({ day: followDay, count: count() })
      .from(follows)
      .where(and(eq(follows.anchorId, room.anchorId), gte(follows.createdAt, period.startsAt), lt(follows.createdAt, period.endsAt)))
      .groupBy(sql`1`),
    db
      .select({ day: chatDay, count: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, room.id),
          isNull(chatMessages.deletedAt),
          gte(chatMessages.createdAt, period.startsAt),
          lt(chatMessages.createdAt, period.endsAt),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ day: giftDay, points: sum(giftSends.points).mapWith(asNumber), gifts: sum(giftSends.count).mapWith(asNumber) })
      .from(giftSends)
      .where(and(eq(giftSends.roomId, room.id), gte(giftSends.createdAt, period.startsAt), lt(giftSends.createdAt, period.endsAt)))
      .groupBy(sql`1`),
  ]);
  return { followers, chat, gifts };
}

async function totalFans(db: AppDatabase, anchorId: number): Promise<number> {
  const [row] = await db.select({ fans: count() }).from(follows).where(eq(follows.anchorId, anchorId));
  return row?.fans ?? 0;
}

/** The viewers of some broadcasts over time, oldest first; a long series is merged into wider steps (the most viewers of each). */
async function viewerSeries(db: AppDatabase, broadcastIds: readonly number[]): Promise<LiveData["viewers"]> {
  if (broadcastIds.length === 0) return [];
  const ofBroadcasts = inArray(roomViewerSamples.broadcastId, [...broadcastIds]);
  const [counted] = await db.select({ samples: count() }).from(roomViewerSamples).where(ofBroadcasts);
  if (!counted?.samples) return [];
  // A whole number computed here, never from the request: safe to write into the statement.
  const step = sql.raw(String(seriesStepMs(counted.samples)));
  const points = await db
    .select({
      at: sql`floor(extract(epoch from ${roomViewerSamples.at}) * 1000 / ${step})::bigint * ${step}`.mapWith(asNumber),
      viewers: sql`max(${roomViewerSamples.viewers})`.mapWith(asNumber),
    })
    .from(roomViewerSamples)
    .where(ofBroadcasts)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return thinSeries(points);
}

/** Whether the broadcast is one of the room's (any period). */
async function isBroadcastOfRoom(db: AppDatabase, roomId: number, broadcastId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roomBroadcasts.id })
    .from(roomBroadcasts)
    .where(and(eq(roomBroadcasts.id, broadcastId), eq(roomBroadcasts.roomId, roomId)));
  return row !== undefined;
}

/**
 * The room's numbers over the period. `broadcastId` picks one broadcast's viewers (any of the
 * room's, even outside the period); another room's or an unknown one gives the whole period's.
 */
export async function readLiveData(
  db: AppDatabase,
  room: DataRoom,
  period: DataPeriod,
  broadcastId: number | null,
  now: Date,
): Promise<LiveData> {
  const [broadcasts, daily, fans, topSupporters, chosen] = await Promise.all([
    periodBroadcasts(db, room.id, period, now),
    dailyRows(db, room, period),
    totalFans(db, room.anchorId),
    topSupportersBetween(db, room.id, period.startsAt, period.endsAt).then((supporters) =>
      supporters.map(({ user, points, gifts }) => ({ user: { id: user.id, nickName: user.nickName }, points, gifts })),
    ),
    broadcastId === null ? Promise.resolve(false) : isBroadcastOfRoom(db, room.id, broadcastId),
  ]);
  const titles = await matchTitles(
    db,
    broadcasts.flatMap((each) => (each.matchId === null ? [] : [each.matchId])),
  );
  const viewers = await viewerSeries(db, chosen && broadcastId !== null ? [broadcastId] : broadcasts.map((each) => each.id));

  const followersByDay = countsByDay(period.days, daily.followers);
  const chatByDay = countsByDay(period.days, daily.chat);
  const pointsByDay = countsByDay(
    period.days,
    daily.gifts.map((row) => ({ day: row.day, count: row.points })),
  );
  const days = period.days.map((day) => ({
    day,
    newFollowers: followersByDay.get(day) ?? 0,
    chatMessages: chatByDay.get(day) ?? 0,
    giftPoints: pointsByDay.get(day) ?? 0,
  }));
  const allSamples = addTotals(broadcasts);
  const peaks = broadcasts.map((each) => Math.max(each.peakViewers, each.viewerMax));

  return {
    from: period.from,
    to: period.to,
    broadcasts: broadcasts.map((each, index) => ({
      id: each.id,
      startedAt: each.startedAt.toISOString(),
      endedAt: each.endedAt?.toISOString() ?? null,
      matchId: each.matchId,
      matchTitle: each.matchId === null ? null : (titles.get(each.matchId) ?? null),
      peakViewers: peaks[index] ?? 0,
      averageViewers: averageViewers(each),
      watchMinutes: watchMinutes(each),
      chatMessages: each.chatMessages,
      giftPoints: each.giftPoints,
    })),
    broadcastId: chosen ? broadcastId : null,
    viewers,
    summary: {
      broadcasts: broadcasts.length,
      liveMinutes: liveMinutes(broadcasts, now),
      peakViewers: Math.max(0, ...peaks),
      averageViewers: averageViewers(allSamples),
      watchMinutes: watchMinutes(allSamples),
      newFollowers: days.reduce((total, day) => total + day.newFollowers, 0),
      totalFans: fans,
      chatMessages: days.reduce((total, day) => total + day.chatMessages, 0),
      giftPoints: days.reduce((total, day) => total + day.giftPoints, 0),
      giftCount: daily.gifts.reduce((total, row) => total + row.gifts, 0),
    },
    days,
    topSupporters,
  };
}
