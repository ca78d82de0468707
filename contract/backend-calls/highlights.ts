// Highlights (docs/highlights.md): the backend's list and detail of the shipped clips.
import { z } from "zod";
import { idParam } from "./profile";

export const highlightListParam = z
  .object({
    page: z.number().int().min(1).max(1000).default(1),
    size: z.number().int().min(1).max(50).default(12),
    sport: z.enum(["football", "basketball"]).optional(),
  })
  .strict();

export const highlightDetailParam = z.union([
  z.object({ id: idParam }).strict(),
  z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/) }).strict(),
]);

const sideSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export const highlightBriefSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  durationSeconds: z.number(),
  poster: z.string(),
  sources: z.array(z.object({ src: z.string(), type: z.enum(["video/webm", "video/mp4"]) })),
  publishedAt: z.string(),
  match: z.object({
    id: z.number(),
    slug: z.string(),
    sport: z.string(),
    competition: z.string(),
    kickoffAt: z.string().nullable(),
    home: sideSchema,
    away: sideSchema,
    score: z.object({ home: z.number().nullable(), away: z.number().nullable() }),
  }),
});
export type HighlightBrief = z.infer<typeof highlightBriefSchema>;

export const highlightListResult = z.object({
  items: z.array(highlightBriefSchema),
  page: z.number(),
  size: z.number(),
  total: z.number(),
});
