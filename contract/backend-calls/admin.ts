// The admin area's calls (issue 10, docs/admin.md): admins only, every write in the audit log.
import { z } from "zod";
import { FEEDBACK_STATUSES, feedbackSchema, idParam } from "./profile";

export const FEEDBACK_REPLY_MAX = 2000;

export const adminFeedbackListParam = z
  .object({ status: z.enum(FEEDBACK_STATUSES).optional(), page: z.number().int().min(1).max(1000).default(1) })
  .strict();
export const adminFeedbackSchema = feedbackSchema.extend({
  user: z.object({ id: z.number(), username: z.string().nullable(), nickName: z.string() }),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;
export const adminFeedbackListResult = z.object({
  items: z.array(adminFeedbackSchema),
  page: z.number(),
  size: z.number(),
  total: z.number(),
});

export const adminFeedbackProcessParam = z
  .object({
    id: idParam,
    reply: z.string().trim().max(FEEDBACK_REPLY_MAX).optional(),
  })
  .strict();
export const adminFeedbackProcessResult = z.object({ feedback: adminFeedbackSchema });
