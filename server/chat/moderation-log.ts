import { count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type z } from "zod";
import { ADMIN_PAGE_SIZE } from "../../contract/backend-calls/admin-content";
import { type moderationEntrySchema } from "../../contract/backend-calls/live-rooms";
import { users } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { liveRooms } from "../rooms/tables";
import { moderationLog } from "./tables";

// The moderation log as admins read it (/quan-tri/kiem-duyet): newest first, 20 a page, optionally
// one room's; each entry with who acted and on whom (null once that account is gone).

type ModerationEntry = z.input<typeof moderationEntrySchema>;
const MODERATION_ACTIONS = ["mute", "unmute", "delete"] as const;

const actors = alias(users, "actors");
const targets = alias(users, "targets");

function actionOf(stored: string): ModerationEntry["action"] {
  const known = MODERATION_ACTIONS.find((action) => action === stored);
  if (!known) throw new Error(`moderation_log holds an unknown action: ${stored}`);
  return known;
}

export async function listModerationLog(db: AppDatabase, query: { page: number; room?: string }) {
  const where = query.room === undefined ? undefined : eq(liveRooms.slug, query.room);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        entry: moderationLog,
        room: liveRooms.slug,
        actor: { id: actors.id, nickName: actors.nickname },
        target: { id: targets.id, nickName: targets.nickname },
      })
      .from(moderationLog)
      .innerJoin(liveRooms, eq(liveRooms.id, moderationLog.roomId))
      .leftJoin(actors, eq(actors.id, moderationLog.actorId))
      .leftJoin(targets, eq(targets.id, moderationLog.targetUserId))
      .where(where)
      .orderBy(desc(moderationLog.at), desc(moderationLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(moderationLog).innerJoin(liveRooms, eq(liveRooms.id, moderationLog.roomId)).where(where),
  ]);
  const items: ModerationEntry[] = rows.map(({ entry, room, actor, target }) => ({
    id: entry.id,
    room,
    actor: actor ?? null,
    target: target ?? null,
    action: actionOf(entry.action),
    duration: entry.duration,
    until: entry.until?.toISOString() ?? null,
    messageId: entry.messageId,
    reason: entry.reason,
    at: entry.at.toISOString(),
  }));
  return { items, page: query.page, size: ADMIN_PAGE_SIZE, total };
}
