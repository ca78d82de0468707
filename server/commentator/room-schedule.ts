import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { type AppDatabase } from "../db/types";
import { teamNames } from "../reminders/reservations";
import { notifyFollowers, type LiveSwitchDeps } from "../rooms/live-switch";
import { type RoomRow } from "../rooms/repository";
import { addToSchedules, removeFromSchedule } from "../rooms/schedules";
import { matches } from "../sports/tables";

// A commentator's schedule (issue 12): Set Schedule puts a match on the room's schedule (the match's
// page and the schedule list the room from then on) and tells the followers once; Cancel Schedule
// takes it off.

export type ScheduleOutcome =
  { ok: true; scheduled: boolean; already: boolean } | { ok: false; message: "matchNotFound" | "scheduleMatchOver" };

export async function setRoomSchedule(
  deps: LiveSwitchDeps,
  room: RoomRow,
  matchId: number,
  scheduled: boolean,
  now: Date,
): Promise<ScheduleOutcome> {
  const { db } = deps;
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) return { ok: false, message: "matchNotFound" };
  if (!scheduled) return { ok: true, scheduled: false, already: !(await removeFromSchedule(db, room.id, matchId)) };
  if (match.status === "Ended") return { ok: false, message: "scheduleMatchOver" };
  const added = (await addToSchedules(db, [{ roomId: room.id, matchId }])) > 0;
  if (added) {
    const title = await matchTitle(db, match.homeTeamId, match.awayTeamId);
    const kickoff = match.kickoffAt ? DateTime.fromJSDate(match.kickoffAt).setZone("Asia/Bangkok").toFormat("HH:mm dd/MM") : "";
    await notifyFollowers(
      deps,
      room,
      {
        kind: "roomScheduled",
        subject: `room:${room.id}:match:${matchId}`,
        title: `${room.name} đặt lịch bình luận`,
        body: `${title}${kickoff ? ` · ${kickoff}` : ""}`,
        matchId,
      },
      now,
    );
  }
  return { ok: true, scheduled: true, already: !added };
}

async function matchTitle(db: AppDatabase, homeTeamId: number, awayTeamId: number): Promise<string> {
  const names = await teamNames(db, [homeTeamId, awayTeamId]);
  return `${names.get(homeTeamId) ?? ""} – ${names.get(awayTeamId) ?? ""}`;
}
