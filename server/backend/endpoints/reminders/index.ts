import { and, desc, eq } from "drizzle-orm";
import { listNotifications, markRead } from "../../../reminders/notifications";
import { setReminder } from "../../../reminders/reservations";
import { pushSubscriptions, teamFollows } from "../../../reminders/tables";
import { teams } from "../../../sports/tables";
import { ok, refuse, type Handler } from "../../binary/endpoint";

/** Set Schedule / Cancel Schedule. */
export const reservationMatch: Handler<"reservationMatch"> = async ({ matchId, reserve }, context) => {
  const outcome = await setReminder(context.db, context.caller.session.user.id, matchId, reserve, context.now);
  if (!outcome.ok) return refuse(outcome.refusal);
  return ok({ matchId: String(matchId), reserved: outcome.reserved, already: outcome.already });
};

export const notificationList: Handler<"notificationList"> = async (_param, context) =>
  ok(await listNotifications(context.db, context.caller.session.user.id));

export const notificationRead: Handler<"notificationRead"> = async (param, context) =>
  ok({ unread: await markRead(context.db, context.caller.session.user.id, "all" in param ? "all" : param.ids, context.now) });

export const pushKey: Handler<"pushKey"> = async (_param, context) => ok({ publicKey: context.services.push?.keys.publicKey ?? null });

export const pushSubscribe: Handler<"pushSubscribe"> = async ({ endpoint, keys }, context) => {
  const userId = context.caller.session.user.id;
  // One endpoint is one browser: it follows whoever subscribed it last.
  await context.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: context.now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: keys.p256dh, auth: keys.auth } });
  return ok({ subscribed: true });
};

export const pushUnsubscribe: Handler<"pushUnsubscribe"> = async ({ endpoint }, context) => {
  await context.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, context.caller.session.user.id)));
  return ok({ subscribed: false });
};

export const teamFollow: Handler<"teamFollow"> = async ({ teamId, follow }, context) => {
  const userId = context.caller.session.user.id;
  const [team] = await context.db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) return refuse("teamNotFound");
  if (follow) await context.db.insert(teamFollows).values({ userId, teamId, createdAt: context.now }).onConflictDoNothing();
  else await context.db.delete(teamFollows).where(and(eq(teamFollows.userId, userId), eq(teamFollows.teamId, teamId)));
  return ok({ teamId, following: follow });
};

export const teamFollowList: Handler<"teamFollowList"> = async (_param, context) => {
  const rows = await context.db
    .select({ teamId: teamFollows.teamId, createdAt: teamFollows.createdAt })
    .from(teamFollows)
    .where(eq(teamFollows.userId, context.caller.session.user.id))
    .orderBy(desc(teamFollows.createdAt))
    .limit(200);
  return ok({ items: rows.map((row) => ({ teamId: row.teamId, followedAt: row.createdAt.toISOString() })) });
};
