import { toPublicUser } from "../../../db/repositories/users";
import { isAcceptableBirthday } from "../../../../contract/input-rules";
import { siteToday } from "../../../profile/birthday";
import { updateProfile } from "../../../profile/update-profile";
import { ok, refuse, type Handler } from "../../binary/endpoint";

/** Nickname, gender, birthday, avatar and password of the caller (docs/backend-api.md). */
export const updateUser: Handler<"updateUser"> = async (param, context) => {
  // The schema knows a real date; only here is "today" known, which bounds a birthday.
  if (param.birthday !== undefined && !isAcceptableBirthday(param.birthday, siteToday(context.now)))
    return refuse("birthDateInvalid", { birthday: "birthDateInvalid" });
  try {
    const outcome = await updateProfile(context, context.caller.session, param);
    if (!outcome.ok) return refuse(outcome.message, outcome.field ? { [outcome.field]: outcome.message } : undefined);
    return ok({ user: toPublicUser(outcome.user) });
  } catch (error) {
    context.logger.error({ err: error, userId: context.caller.session.user.id }, "profile update failed");
    return refuse(param.avatar ? "updateAvatarFailed" : "updateProfileFailed");
  }
};
