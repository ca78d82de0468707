import { z } from "zod";
import { GIFT_COUNT_MAX, requestKey } from "../../../contract/backend-calls/live-rooms";
import { type MessageKey } from "../../../contract/message-keys";

// The room page's forms (follow, gift): one schema each, for the browser and the action alike; the
// action then sends them to the backend, whose own schemas are the last word.

export const followForm = z.object({ intent: z.literal("follow"), anchorId: z.string().regex(/^\d{1,10}$/), follow: z.enum(["1", "0"]) });

export const giftForm = z.object({
  intent: z.literal("gift"),
  gift: z.string().min(1, "giftNotFound").max(40, "giftNotFound"),
  count: z
    .string()
    .regex(/^\d{1,3}$/, "giftCountInvalid")
    .transform(Number)
    .pipe(z.number().int().min(1, "giftCountInvalid").max(GIFT_COUNT_MAX, "giftCountInvalid")),
  key: requestKey,
});

/** What the room's actions answer a page with JavaScript (without it: a redirect with a toast). */
export interface RoomActionAnswer {
  ok: boolean;
  message: MessageKey;
  following?: boolean;
  score?: number;
}

export const roomForms = z.discriminatedUnion("intent", [followForm, giftForm]);
export type RoomIntent = z.infer<typeof roomForms>["intent"];

/** A fresh key for the next gift: a resend of the same form is the same gift (never charged twice). */
export function newGiftKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
