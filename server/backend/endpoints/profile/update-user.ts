import { toPublicUser } from "../../../db/repositories/users";
import { refusalFromZod } from "../../../profile/input-issues";
import { siteToday } from "../../../profile/birthday";
import { profileChangesSchema } from "../../../profile/profile-input";
import { updateProfile } from "../../../profile/update-profile";
import { ok, refuse, type Endpoint } from "../../binary/endpoint";

/** Nickname, gender, birthday, avatar and password of the caller (docs/backend-api.md). */
export const updateUserEndpoint: Endpoint = {
  path: "/user/updateUser",
  requiresLogin: true,
  async handle(param, context) {
    const parsed = profileChangesSchema(siteToday(context.now)).safeParse(param);
    if (!parsed.success) {
      const refusal = refusalFromZod(parsed.error, "updateProfileFailed");
      return refuse(refusal.message, refusal.fieldErrors);
    }
    try {
      const outcome = await updateProfile(context, context.caller.session, parsed.data);
      if (!outcome.ok) return refuse(outcome.message, outcome.field ? { [outcome.field]: outcome.message } : undefined);
      return ok({ user: toPublicUser(outcome.user) });
    } catch (error) {
      context.logger.error({ err: error, userId: context.caller.session.user.id }, "profile update failed");
      return refuse(parsed.data.avatar ? "updateAvatarFailed" : "updateProfileFailed");
    }
  },
};
