import { z } from "zod";

// The sports API's query parameters (docs/sports-api.md). A bad or unknown value is a 400 that
// names the parameter; limits keep every query cheap whatever a caller sends.

export const MAX_PAGE = 1_000;
export const MAX_PAGE_SIZE = 100;

const code = z.string().regex(/^[a-z0-9][a-z0-9.:-]{0,63}$/, "not a code");
const id = z.coerce.number().int("not an id").min(1, "not an id").max(2_147_483_647, "not an id");
const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "not a date (YYYY-MM-DD)")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "not a date (YYYY-MM-DD)");

/** A round as the matches name it ("Matchday 1", "Round 14", "Group stage"). */
const round = z
  .string()
  .min(1, "not a round")
  .max(64, "at most 64 characters")
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} .'-]*$/u, "not a round");
const seasonCode = z.string().regex(/^\d{4}(-\d{2})?$/, "not a season (2024-25 or 2022)");

export const sportParameter = z.enum(["football", "basketball"], { message: "football or basketball" });
export const statusParameter = z.enum(["Upcoming", "Live", "Ended"], { message: "Upcoming, Live or Ended" });

export const matchListParameters = z
  .object({
    sport: sportParameter.optional(),
    competition: code.optional(),
    season: z
      .string()
      .regex(/^\d{4}(-\d{2})?$/, "not a season (2024-25 or 2022)")
      .optional(),
    team: id.optional(),
    round: round.optional(),
    date: localDate.optional(),
    from: localDate.optional(),
    to: localDate.optional(),
    status: statusParameter.optional(),
    order: z.enum(["asc", "desc"], { message: "asc or desc" }).optional(),
    /** The live feed's replays: listed with the real matches (include, the default), left out (exclude) or alone (only). */
    replays: z.enum(["include", "exclude", "only"], { message: "include, exclude or only" }).optional(),
    page: z.coerce.number().int("not a page number").min(1, "from 1").max(MAX_PAGE, `at most ${MAX_PAGE}`).default(1),
    size: z.coerce.number().int("not a size").min(1, "from 1").max(MAX_PAGE_SIZE, `at most ${MAX_PAGE_SIZE}`).default(20),
  })
  .strict();
export type MatchListParameters = z.output<typeof matchListParameters>;

/** Today in Bangkok (the site's calendar). */
function bangkokToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Bangkok" }).format(new Date());
}

/** /odds-stream: a Bangkok day's live and upcoming matches (today by default), by sport and competition. */
export const oddsListParameters = z
  .object({
    sport: sportParameter.optional(),
    competition: code.optional(),
    date: localDate.optional(),
    status: z.enum(["Upcoming", "Live"], { message: "Upcoming or Live" }).optional(),
    page: z.coerce.number().int("not a page number").min(1, "from 1").max(MAX_PAGE, `at most ${MAX_PAGE}`).default(1),
    size: z.coerce.number().int("not a size").min(1, "from 1").max(50, "at most 50").default(20),
  })
  .strict()
  .transform((query) => ({ ...query, date: query.date ?? bangkokToday() }));

/** A match's slug (`argentina-vs-phap-2022-12-18`). */
export const matchSlug = z.string().regex(/^[a-z0-9-]{1,200}$/, "not a match slug");
export const matchParameters = z.object({ "match-id": id }).strict();

/** /matchs/highlights: newest first, by sport or competition. */
export const highlightListParameters = z
  .object({
    sport: sportParameter.optional(),
    competition: code.optional(),
    page: z.coerce.number().int("not a page number").min(1, "from 1").max(MAX_PAGE, `at most ${MAX_PAGE}`).default(1),
    size: z.coerce.number().int("not a size").min(1, "from 1").max(50, "at most 50").default(12),
  })
  .strict();
export const recentHighlightParameters = z
  .object({
    sport: sportParameter.optional(),
    size: z.coerce.number().int("not a size").min(1, "from 1").max(20, "at most 20").default(6),
  })
  .strict();
/** /matchs/highlights/detail: a clip by `id` or by `slug`, exactly one of them. */
export const highlightDetailParameters = z
  .object({
    id: id.optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,200}$/, "not a highlight slug")
      .optional(),
  })
  .strict()
  .superRefine((query, context) => {
    if ((query.id === undefined) === (query.slug === undefined))
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["slug"], message: "id or slug, one of them" });
  });
/** recent-detail names its match by `match-id` or by `slug`: exactly one of them. */
export const matchDetailParameters = z
  .object({ "match-id": id.optional(), slug: matchSlug.optional() })
  .strict()
  .superRefine((query, context) => {
    if (query["match-id"] === undefined && query.slug === undefined)
      context.addIssue({ code: "custom", path: ["match-id"], message: "match-id or slug is required" });
    else if (query["match-id"] !== undefined && query.slug !== undefined)
      context.addIssue({ code: "custom", path: ["slug"], message: "give match-id or slug, not both" });
  });
export const competitionListParameters = z.object({ sport: sportParameter.optional() }).strict();
export const standingParameters = z.object({ competition: code, season: seasonCode.optional() }).strict();
export const roundListParameters = z.object({ competition: code, season: seasonCode }).strict();

export interface ParameterProblem {
  parameter: string;
  message: string;
}

/** The query checked against `schema`, or the first problem, naming the parameter. */
export function readParameters<Schema extends z.ZodTypeAny>(
  schema: Schema,
  query: unknown,
): { ok: true; value: z.output<Schema> } | { ok: false; problem: ParameterProblem } {
  // A parameter given twice (?page=1&page=2) arrives as an array: refused like any other bad value.
  const result = schema.safeParse(query);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  if (issue?.code === "unrecognized_keys") return { ok: false, problem: { parameter: issue.keys[0] ?? "", message: "unknown parameter" } };
  return { ok: false, problem: { parameter: String(issue?.path[0] ?? ""), message: issue?.message ?? "invalid" } };
}
