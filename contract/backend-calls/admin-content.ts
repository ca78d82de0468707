// The admin area's content calls (issue 10, docs/admin.md): posts, pages, categories, tags, the
// site's settings, menu and home layout, and the audit log. Admins only; every write is audited.
// Every zod message is a message key.
import { z } from "zod";
import { HOME_SECTION_KINDS, MENU_KINDS } from "../content";
import { isReservedSegment, isSlug, readCssVariableLines, SOCIAL_LINK_PATTERN, THEME_COLOR_PATTERN } from "../site-settings";
import { idParam } from "./profile";

export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const TITLE_MAX = 140;
export const SUMMARY_MAX = 300;
export const BODY_MAX = 50_000;
export const NAME_MAX = 60;
export const TAGS_PER_POST_MAX = 8;
/** How far ahead a post may be scheduled. */
export const SCHEDULE_HORIZON_DAYS = 366;
export const ADMIN_PAGE_SIZE = 20;

const text = (key: "errorOccurred" | "slugInvalid" | "categoryRequired" = "errorOccurred") =>
  z.string({ required_error: key, invalid_type_error: key });
const trimmed = (key: Parameters<typeof text>[0] = "errorOccurred") => text(key).transform((value) => value.trim());

/** A slug the admin typed, or "" to have one made from the title or name. */
const slugField = trimmed("slugInvalid")
  .pipe(z.string().refine((value) => value === "" || isSlug(value), "slugInvalid"))
  .optional();
const slugReference = trimmed("slugInvalid").pipe(z.string().refine(isSlug, "slugInvalid"));
const title = trimmed().pipe(z.string().min(2, "titleLength").max(TITLE_MAX, "titleLength"));
const summary = trimmed().pipe(z.string().max(SUMMARY_MAX, "summaryTooLong"));
const body = text()
  .transform((value) => value.replace(/\r\n?/g, "\n"))
  .pipe(
    z
      .string()
      .refine((value) => value.trim().length > 0, "bodyRequired")
      .pipe(z.string().max(BODY_MAX, "bodyTooLong")),
  );
const name = trimmed().pipe(z.string().min(2, "nameLength").max(NAME_MAX, "nameLength"));
const position = z
  .number({ invalid_type_error: "positionInvalid" })
  .int("positionInvalid")
  .min(0, "positionInvalid")
  .max(999, "positionInvalid");
const imageParam = z.object({ base64: z.string({ invalid_type_error: "coverUnreadable" }) }, { invalid_type_error: "coverUnreadable" });

// ---- Posts ----

export const adminPostBriefSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  category: z.object({ slug: z.string(), name: z.string() }),
  author: z.string(),
  /** ISO 8601: when it was or will be published; null for a draft never published. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  viewCount: z.number(),
  cover: z.string().nullable(),
});
export type AdminPostBrief = z.infer<typeof adminPostBriefSchema>;

export const adminPostSchema = adminPostBriefSchema.extend({
  summary: z.string(),
  bodyMarkdown: z.string(),
  /** The sanitised HTML readers will see: the preview. */
  bodyHtml: z.string(),
  tags: z.array(z.object({ slug: z.string(), name: z.string() })),
  readingMinutes: z.number(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostListParam = z
  .object({
    status: z.enum(POST_STATUSES).optional(),
    q: z.string().max(100).optional(),
    page: z.number().int().min(1).max(1000).default(1),
  })
  .strict();
export const adminPostListResult = z.object({
  items: z.array(adminPostBriefSchema),
  page: z.number(),
  size: z.number(),
  total: z.number(),
});

export const adminIdParam = z.object({ id: idParam }).strict();
export const adminPostResult = z.object({ post: adminPostSchema });

/** What the admin asks of the post: keep it a draft (or take it down), publish it now, or schedule it. */
export const POST_ACTIONS = ["draft", "publish", "schedule"] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

/** The fields of adminPostSaveParam (the admin form swaps the cover's base64 for the chosen file). */
export const adminPostSaveFields = z.object({
  /** Absent: a new post. */
  id: idParam.optional(),
  title,
  slug: slugField,
  summary,
  bodyMarkdown: body,
  category: trimmed("categoryRequired").pipe(z.string().refine(isSlug, "categoryRequired")),
  tags: z.array(slugReference, { invalid_type_error: "tagNotFound" }).max(TAGS_PER_POST_MAX, "tooManyTags"),
  author: trimmed().pipe(z.string().min(2, "authorLength").max(NAME_MAX, "authorLength")),
  action: z.enum(POST_ACTIONS, { errorMap: () => ({ message: "errorOccurred" }) }),
  /** For "schedule": ISO 8601 with an offset, in the future (within SCHEDULE_HORIZON_DAYS). */
  publishAt: z.string().datetime({ offset: true, message: "scheduleTimeInvalid" }).optional(),
  cover: imageParam.optional(),
  removeCover: z.boolean().optional(),
});

/** Scheduling needs a time. */
export const SCHEDULE_NEEDS_TIME = {
  check: (value: { action: PostAction; publishAt?: string | undefined }) => value.action !== "schedule" || value.publishAt !== undefined,
  issue: { message: "scheduleTimeInvalid", path: ["publishAt"] },
};

export const adminPostSaveParam = adminPostSaveFields.strict().refine(SCHEDULE_NEEDS_TIME.check, SCHEDULE_NEEDS_TIME.issue);

// ---- Pages (/{slug}) ----

export const adminPageSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  bodyMarkdown: z.string(),
  bodyHtml: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export const adminPageListResult = z.object({ items: z.array(adminPageSchema.omit({ bodyMarkdown: true, bodyHtml: true })) });
export const adminPageResult = z.object({ page: adminPageSchema });

/** A page lives at /{slug}: it may not take a fixed route's segment (nor a menu code: the backend checks that). */
const pageSlug = slugField.refine((value) => value === undefined || !isReservedSegment(value), "slugReserved");

export const adminPageSaveParam = z
  .object({ id: idParam.optional(), title, slug: pageSlug, summary, bodyMarkdown: body, published: z.boolean() })
  .strict();

// ---- Categories and tags ----

export const adminCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number(),
  posts: z.number(),
});
export const adminTagSchema = z.object({ id: z.number(), slug: z.string(), name: z.string(), posts: z.number() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type AdminTag = z.infer<typeof adminTagSchema>;
export const adminTaxonomyResult = z.object({ categories: z.array(adminCategorySchema), tags: z.array(adminTagSchema) });

export const adminCategorySaveParam = z
  .object({
    id: idParam.optional(),
    name,
    slug: slugField,
    description: trimmed().pipe(z.string().max(SUMMARY_MAX, "descriptionTooLong")),
    position,
  })
  .strict();
export const adminTagSaveParam = z.object({ id: idParam.optional(), name, slug: slugField }).strict();
export const adminCategoryResult = z.object({ category: adminCategorySchema });
export const adminTagResult = z.object({ tag: adminTagSchema });

// ---- Site settings, menu, home layout ----

export const THEME_MODES = ["light", "dark"] as const;

const socialLink = trimmed().pipe(z.string().refine((value) => value === "" || SOCIAL_LINK_PATTERN.test(value), "socialLinkInvalid"));

export const adminSettingsSchema = z
  .object({
    siteName: trimmed().pipe(z.string().min(2, "siteNameLength").max(NAME_MAX, "siteNameLength")),
    siteDescription: trimmed().pipe(z.string().min(10, "siteDescriptionLength").max(SUMMARY_MAX, "siteDescriptionLength")),
    themeColor: trimmed().pipe(z.string().regex(THEME_COLOR_PATTERN, "themeColorInvalid")),
    themeMode: z.enum(THEME_MODES, { errorMap: () => ({ message: "themeModeInvalid" }) }),
    /** One `--name: value` a line (contract/site-settings.ts). */
    customCssVariables: text().pipe(
      z
        .string()
        .max(8000, "cssVariableRefused")
        .refine((value) => readCssVariableLines(value).ok, "cssVariableRefused"),
    ),
    socialFacebook: socialLink,
    socialYoutube: socialLink,
    socialTiktok: socialLink,
    socialTelegram: socialLink,
    footerCopyright: trimmed().pipe(z.string().max(SUMMARY_MAX, "footerTextTooLong")),
  })
  .strict();
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const MENU_LABEL_MAX = 30;
export const MENU_ENTRIES_MAX = 20;

export const menuEntrySchema = z
  .object({
    code: trimmed("slugInvalid")
      .pipe(z.string().refine(isSlug, "slugInvalid"))
      .refine((value) => !isReservedSegment(value), "slugReserved"),
    kind: z.enum(MENU_KINDS, { errorMap: () => ({ message: "menuKindInvalid" }) }),
    name: trimmed().pipe(z.string().min(1, "menuLabelLength").max(MENU_LABEL_MAX, "menuLabelLength")),
  })
  .strict();
export type MenuEntryInput = z.infer<typeof menuEntrySchema>;

/** The whole menu, in order: codes unique, every kind kept (the site's own links need each). */
export const adminMenuSaveParam = z
  .object({ entries: z.array(menuEntrySchema).min(1, "menuKindMissing").max(MENU_ENTRIES_MAX, "menuTooLong") })
  .strict()
  .superRefine(({ entries }, context) => {
    const codes = entries.map((entry) => entry.code);
    const duplicate = codes.findIndex((code, index) => codes.indexOf(code) !== index);
    if (duplicate >= 0) context.addIssue({ code: "custom", message: "menuCodeDuplicate", path: ["entries", duplicate, "code"] });
    if (MENU_KINDS.some((kind) => !entries.some((entry) => entry.kind === kind)))
      context.addIssue({ code: "custom", message: "menuKindMissing", path: ["entries"] });
  });

export const HOME_SECTIONS_MAX = 10;
export const HOME_SECTION_SIZE_MAX = 12;

export const homeSectionSchema = z
  .object({
    kind: z.enum(HOME_SECTION_KINDS, { errorMap: () => ({ message: "homeSectionInvalid" }) }),
    title: trimmed().pipe(z.string().min(2, "homeSectionTitleLength").max(NAME_MAX, "homeSectionTitleLength")),
    size: z
      .number({ invalid_type_error: "homeSectionSize" })
      .int("homeSectionSize")
      .min(1, "homeSectionSize")
      .max(HOME_SECTION_SIZE_MAX, "homeSectionSize"),
    category: slugReference.optional(),
  })
  .strict()
  .refine((section) => section.kind !== "category" || section.category !== undefined, { message: "categoryRequired", path: ["category"] });

export const adminHomeSaveParam = z
  .object({ sections: z.array(homeSectionSchema).min(1, "homeSectionInvalid").max(HOME_SECTIONS_MAX, "homeSectionInvalid") })
  .strict();

export const adminSiteResult = z.object({
  settings: z.object({
    siteName: z.string(),
    siteDescription: z.string(),
    themeColor: z.string(),
    themeMode: z.string(),
    customCssVariables: z.string(),
    socialFacebook: z.string(),
    socialYoutube: z.string(),
    socialTiktok: z.string(),
    socialTelegram: z.string(),
    footerCopyright: z.string(),
  }),
  menu: z.array(z.object({ code: z.string(), kind: z.string(), name: z.string() })),
  home: z.array(z.object({ kind: z.string(), title: z.string(), size: z.number(), category: z.string().optional() })),
});
export type AdminSite = z.infer<typeof adminSiteResult>;

// ---- Audit log ----

export const adminAuditListParam = z
  .object({
    page: z.number().int().min(1).max(1000).default(1),
    action: z
      .string()
      .regex(/^[a-z.]{1,40}$/)
      .optional(),
  })
  .strict();
export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.number(), nickName: z.string() }).nullable(),
  action: z.string(),
  subject: z.string(),
  detail: z.record(z.unknown()),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const adminAuditListResult = z.object({ items: z.array(auditEntrySchema), page: z.number(), size: z.number(), total: z.number() });
