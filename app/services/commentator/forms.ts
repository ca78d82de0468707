// The commentator centre's forms (issue 12): each reads the posted fields into the param of its
// backend call and checks them with the call's own schema (contract/backend-calls/commentator.ts),
// so the page's instant checks, the action's and the backend's are one set of rules.
import { z } from "zod";
import { liveScheduleParam, liveSetParam } from "../../../contract/backend-calls/commentator";
import { AVATAR_ACCEPT, AVATAR_IMAGE_KINDS } from "../../../contract/images";
import { formText } from "../../../contract/input-rules";
import { imageFile, type ImageCheck } from "../forms/image-field";

export const ROOM_COVER_ACCEPT = AVATAR_ACCEPT;

/** The settings form's intents: save the settings; make a new stream key. */
export const SETTINGS_INTENT = "settings";
export const REGENERATE_INTENT = "regenerate";
export const SCHEDULE_INTENT = "schedule";

/**
 * The room's settings: every field required (spec section 4: 'Please fill in all fields'); the
 * cover too while the room has none (`hasCover` false), JPG or PNG of at most 2 MB (spec's avatar rules).
 */
export function roomSettingsFormSchema(check: ImageCheck, hasCover: boolean) {
  const cover = imageFile(
    {
      kinds: AVATAR_IMAGE_KINDS,
      accept: ROOM_COVER_ACCEPT,
      missing: hasCover ? undefined : "fillAllFields",
      tooLarge: "avatarTooLarge",
      wrongType: "avatarWrongType",
    },
    check,
  );
  // Each field through its own rule of the call, so that every problem shows at once.
  const rule = liveSetParam.shape;
  return z.object({
    name: formText.pipe(rule.name),
    introduction: formText.pipe(rule.introduction),
    notification: formText.pipe(rule.notification),
    category: formText.pipe(rule.category),
    cover,
    streamUrl: formText.pipe(rule.streamUrl),
    streamName: formText.pipe(rule.streamName),
    liveStatus: formText.pipe(rule.liveStatus),
    line1: formText.pipe(rule.line1),
    line2: formText.pipe(rule.line2),
  });
}

/** The stream key's "make a new key" button: nothing to read but the intent. */
export const regenerateFormSchema = z.object({});

/** Set Schedule / Cancel Schedule of one match. */
export const scheduleFormSchema = z
  .object({ matchId: formText, scheduled: formText })
  .transform(({ matchId, scheduled }) => ({ matchId, scheduled: scheduled === "true" }))
  .pipe(liveScheduleParam);
