import { awardDailyLoginPointsIfDue } from "../../../accounts/daily-points";
import { listPointsHistory } from "../../../db/repositories/points";
import { toPublicUser } from "../../../db/repositories/users";
import { type Handler, ok } from "../../binary/endpoint";

export const POINTS_HISTORY_LENGTH = 20;

export const userDetail: Handler<"userDetail"> = async (_param, { db, caller, now }) => {
  const { user: sessionUser } = caller.session;
  const award = await awardDailyLoginPointsIfDue(db, sessionUser, now);
  const user = toPublicUser(award?.user ?? sessionUser);
  const history = await listPointsHistory(db, sessionUser.id, POINTS_HISTORY_LENGTH);
  const pointsHistory = history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() }));
  // Spec section 7: the user-info call reads the user from a JSON string in the message field.
  return ok({ user, pointsHistory }, { message: JSON.stringify(user) });
};
