// Reminders, notifications, Web Push and followed teams (docs/reminders.md).
import { z } from "zod";
import { idParam } from "./profile";

// ---- /match/reservationMatch: Set Schedule / Cancel Schedule ----
export const reservationMatchParam = z.object({ matchId: idParam, reserve: z.boolean() }).strict();
export const reservationMatchResult = z.object({ matchId: z.string(), reserved: z.boolean(), already: z.boolean() });

// ---- notifications ----
export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(["matchSoon", "matchStart", "teamGoal", "roomLive", "roomScheduled", "feedbackReply"]),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.number(),
  read: z.boolean(),
});
export const notificationListResult = z.object({ items: z.array(notificationSchema), unread: z.number() });
export const notificationReadParam = z.union([
  z.object({ ids: z.array(idParam).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export const notificationReadResult = z.object({ unread: z.number() });

// ---- Web Push ----
export const pushKeyResult = z.object({ publicKey: z.string().nullable() });
export const pushSubscribeParam = z
  .object({
    endpoint: z
      .string()
      .url()
      .max(2000)
      .refine((value) => value.startsWith("https://"), "an https endpoint"),
    keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }).strict(),
  })
  .strict();
export const pushUnsubscribeParam = z.object({ endpoint: z.string().max(2000) }).strict();
export const pushResult = z.object({ subscribed: z.boolean() });

// ---- followed teams ----
export const teamFollowParam = z.object({ teamId: idParam, follow: z.boolean() }).strict();
export const teamFollowResult = z.object({ teamId: z.number(), following: z.boolean() });
export const teamFollowListResult = z.object({ items: z.array(z.object({ teamId: z.number(), followedAt: z.string() })) });
