import { z } from "zod";

// Query parameters of the team, competition, player and search paths (docs/sports-api.md); like
// parameters.ts, a bad value is a 400 naming the parameter.

/** Longest search query, in characters after trimming. */
export const SEARCH_QUERY_MAX = 100;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "not a slug")
  .max(200, "not a slug");
const code = z.string().regex(/^[a-z0-9][a-z0-9.:-]{0,63}$/, "not a code");
const id = z.coerce.number().int("not an id").min(1, "not an id").max(2_147_483_647, "not an id");
// z.coerce would read "" or " " as 0 and "0x10" as 16: only plain decimal digits are an id.
const idText = z
  .string()
  .regex(/^\d{1,10}$/, "not an id")
  .pipe(id);

export const teamDetailParameters = z
  .object({ slug: slug.optional(), "team-id": idText.optional() })
  .strict()
  .superRefine((query, context) => {
    if (query.slug === undefined && query["team-id"] === undefined)
      context.addIssue({ code: "custom", path: ["slug"], message: "slug or team-id is required" });
    else if (query.slug !== undefined && query["team-id"] !== undefined)
      context.addIssue({ code: "custom", path: ["team-id"], message: "give slug or team-id, not both" });
  });

export const teamBriefParameters = z.object({ "team-id": idText }).strict();

export const competitionDetailParameters = z.object({ slug }).strict();

export const topPlayersParameters = z
  .object({
    competition: code,
    season: z
      .string()
      .regex(/^\d{4}(-\d{2})?$/, "not a season (2024-25 or 2022)")
      .optional(),
    kind: z.enum(["goals", "cards"], { message: "goals or cards" }).default("goals"),
  })
  .strict();

export const playerDetailParameters = z.object({ "player-id": idText }).strict();

export const searchParameters = z
  .object({
    q: z
      .string({ message: "required, 1 to 100 characters" })
      .trim()
      .min(1, `1 to ${SEARCH_QUERY_MAX} characters`)
      .max(SEARCH_QUERY_MAX, `1 to ${SEARCH_QUERY_MAX} characters`),
  })
  .strict();
