// The shipped highlight clips: datasets/highlights/clips.json, written by
// scripts/make-highlight-clips.ts, read by the seed (docs/highlights.md).
import { z } from "zod";

const sitePath = z.string().regex(/^\/video\/highlights\/[a-z0-9-]+\.(webm|mp4|jpg)$/, "a clip under /video/highlights/");

export const shippedClipSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]{1,200}$/),
    matchKey: z.string().min(1),
    title: z.string().min(1).max(200),
    summary: z.string().max(500),
    durationSeconds: z.number().int().positive().max(600),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    files: z.object({ webm: sitePath, mp4: sitePath, poster: sitePath }).strict(),
  })
  .strict();

export type ShippedClip = z.infer<typeof shippedClipSchema>;
export const shippedClipsSchema = z.array(shippedClipSchema);
