// The admin area's forms (issue 10): each reads the posted fields into the param of its backend
// call and checks it with the call's own schema (contract/backend-calls/admin-content.ts), so the
// page's instant checks, the action's and the backend's are one set of rules. Every message is a
// message key. A list (the menu, the home page's sections) posts numbered rows: `entries[0].code`.
import { z } from "zod";
import {
  adminCategorySaveParam,
  homeSectionSchema,
  menuEntrySchema,
  adminPageSaveParam,
  adminPostSaveFields,
  adminSettingsSchema,
  adminTagSaveParam,
  SCHEDULE_NEEDS_TIME,
  type PostAction,
} from "../../../contract/backend-calls/admin-content";
import { FEEDBACK_REPLY_MAX } from "../../../contract/backend-calls/admin";
import { COVER_ACCEPT, COVER_IMAGE_KINDS } from "../../../contract/images";
import { MENU_KINDS } from "../../../contract/content";
import { formText } from "../../../contract/input-rules";
import { imageFile, type ImageCheck } from "../forms/image-field";

const checkbox = formText.transform((value) => value === "on" || value === "true");
const optionalText = formText.transform((value) => value.trim() || undefined);
/** Digits as a number; anything else as NaN, which the call's schema refuses with the field's own message. */
const numberText = formText.transform((value) => (/^\s*\d{1,6}\s*$/.test(value) ? Number(value) : Number.NaN));
const idText = formText.transform((value) => (/^\d{1,10}$/.test(value) ? Number(value) : undefined));
/** A checkbox group: nothing, one value or several. */
const textList = z
  .union([z.string(), z.array(z.string())], { invalid_type_error: "errorOccurred" })
  .optional()
  .transform((value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]));

/** A `<input type="datetime-local">` in the site's time zone (Asia/Bangkok, UTC+7 all year) as ISO 8601. */
export function bangkokLocalToIso(value: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  return match ? `${match[1]}${match[2] ?? ":00"}+07:00` : value.trim() || undefined;
}

/** The ISO time as the datetime-local input shows it, in Asia/Bangkok. */
export function isoToBangkokLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : new Date(time + 7 * 3600_000).toISOString().slice(0, 16);
}

// ---- Posts ----

/** The editor's buttons: "unpublish" is a draft save of a published post, with its own message. */
export const POST_FORM_INTENTS = ["draft", "unpublish", "schedule", "publish"] as const;
export type PostFormIntent = (typeof POST_FORM_INTENTS)[number];

export function postActionOf(intent: PostFormIntent): PostAction {
  return intent === "unpublish" ? "draft" : intent;
}

const COVER_RULES = { kinds: COVER_IMAGE_KINDS, accept: COVER_ACCEPT, tooLarge: "coverTooLarge", wrongType: "coverWrongType" } as const;

function postFields(check: ImageCheck) {
  return {
    id: idText,
    title: formText,
    slug: optionalText,
    summary: formText,
    bodyMarkdown: formText,
    category: formText,
    tags: textList,
    author: formText,
    publishAt: formText,
    removeCover: checkbox,
    cover: imageFile(COVER_RULES, check),
  };
}

/** The post editor's form for one of its buttons (save a draft, publish, schedule); `cover` is the chosen file. */
export function postFormSchema(action: PostAction, check: ImageCheck) {
  return z
    .object(postFields(check))
    .transform(({ publishAt, ...fields }) => ({
      ...fields,
      action,
      publishAt: action === "schedule" ? bangkokLocalToIso(publishAt) : undefined,
    }))
    .pipe(
      adminPostSaveFields
        .extend({ cover: z.instanceof(Blob).optional() })
        .strict()
        .refine(SCHEDULE_NEEDS_TIME.check, SCHEDULE_NEEDS_TIME.issue),
    );
}

// ---- Pages, categories, tags ----

export const pageFormSchema = z
  .object({ id: idText, title: formText, slug: optionalText, summary: formText, bodyMarkdown: formText, published: checkbox })
  .pipe(adminPageSaveParam);

export const categoryFormSchema = z
  .object({ id: idText, name: formText, slug: optionalText, description: formText, position: numberText })
  .pipe(adminCategorySaveParam);

export const tagFormSchema = z.object({ id: idText, name: formText, slug: optionalText }).pipe(adminTagSaveParam);

/** A delete button's form: the row's id. */
export const idFormSchema = z.object({ id: idText.pipe(z.number({ invalid_type_error: "errorOccurred" })) });

// ---- Site ----

export const settingsFormSchema = z
  .object({
    siteName: formText,
    siteDescription: formText,
    themeColor: formText,
    themeMode: formText,
    customCssVariables: formText,
    socialFacebook: formText,
    socialYoutube: formText,
    socialTiktok: formText,
    socialTelegram: formText,
    footerCopyright: formText,
  })
  .pipe(adminSettingsSchema);

/** The rows of a list form (the menu, the home page's sections) as the call takes them, and which form row each came from. */
export interface RowList<Row> {
  rows: Row[];
  /** The form row of each row sent: the backend's "entries.2.code" is the form's entries[kept[2]].code. */
  kept: number[];
}

/** Every row has its order and a box to remove it. */
type RowFields<Names extends string> = Record<Names | "position" | "remove", string>;

interface RowListOptions<Row extends z.ZodTypeAny, Names extends string> {
  /** The form row's own fields (besides position and remove). */
  names: readonly Names[];
  /** The call's schema of one row. */
  row: Row;
  /** A form row's fields as that schema reads them. */
  read: (fields: RowFields<Names>) => unknown;
  /** The spare row for adding one, left empty. */
  isBlank: (fields: RowFields<Names>) => boolean;
  /** Rules of the whole list (no two codes alike …), given the checked rows and their form rows. */
  check: (rows: { value: z.output<Row>; index: number }[], context: z.RefinementCtx) => void;
}

/**
 * A list form's rows: each kept row is checked where it stands, so an error shows on the row that
 * has it; a row marked for removal (`remove`), or left blank, is dropped; the rest go in the order
 * of their `position` fields.
 */
function rowList<Row extends z.ZodTypeAny, Names extends string>({ names, row, read, isBlank, check }: RowListOptions<Row, Names>) {
  const keptRows = (rows: RowFields<Names>[]) =>
    rows.map((fields, index) => ({ fields, index })).filter(({ fields }) => fields.remove !== "on" && !isBlank(fields));
  const rowFields = Object.fromEntries([...names, "position", "remove"].map((name) => [name, formText])) as Record<
    Names | "position" | "remove",
    typeof formText
  >;
  return z
    .array(
      z.object(rowFields) as unknown as z.ZodType<RowFields<Names>, z.ZodTypeDef, Partial<Record<Names | "position" | "remove", unknown>>>,
    )
    .optional()
    .default([])
    .superRefine((rows, context) => {
      const checked: { value: z.output<Row>; index: number }[] = [];
      for (const { fields, index } of keptRows(rows)) {
        const result = row.safeParse(read(fields));
        if (result.success) checked.push({ value: result.data as z.output<Row>, index });
        else for (const issue of result.error.issues) context.addIssue({ ...issue, path: [index, ...issue.path] } as z.IssueData);
      }
      check(checked, context);
    })
    .transform((rows): RowList<z.output<Row>> => {
      const ordered = keptRows(rows)
        .map(({ fields, index }) => ({ value: row.parse(read(fields)) as z.output<Row>, index, position: Number(fields.position) || 0 }))
        .sort((a, b) => a.position - b.position || a.index - b.index);
      return { rows: ordered.map((each) => each.value), kept: ordered.map((each) => each.index) };
    });
}

/** Where the backend's error on row N of the list it was sent (`entries.2.code`) is on the form: the kept row's own index. */
export function rowErrorPath(list: string, kept: readonly number[], backendPath: string): string {
  const match = new RegExp(`^${list}\\.(\\d+)(.*)$`).exec(backendPath);
  return match ? `${list}.${kept[Number(match[1])] ?? match[1]}${match[2]}` : backendPath;
}

export const menuFormSchema = z.object({
  entries: rowList({
    names: ["code", "kind", "name"],
    row: menuEntrySchema,
    read: ({ code, kind, name }) => ({ code, kind, name }),
    isBlank: ({ code, name }) => code.trim() === "" && name.trim() === "",
    check: (rows, context) => {
      const seen = new Set<string>();
      for (const { value, index } of rows) {
        if (seen.has(value.code)) context.addIssue({ code: "custom", message: "menuCodeDuplicate", path: [index, "code"] });
        seen.add(value.code);
      }
      if (MENU_KINDS.some((kind) => !rows.some((each) => each.value.kind === kind)))
        context.addIssue({ code: "custom", message: "menuKindMissing", path: [] });
    },
  }),
});

export const homeFormSchema = z.object({
  sections: rowList({
    names: ["kind", "title", "size", "category"],
    row: homeSectionSchema,
    read: ({ kind, title, size, category }) => ({
      kind,
      title,
      size: /^\d{1,3}$/.test(size.trim()) ? Number(size) : Number.NaN,
      ...(kind === "category" ? { category } : {}),
    }),
    isBlank: ({ kind, title }) => kind === "" && title.trim() === "",
    check: (rows, context) => {
      if (rows.length === 0) context.addIssue({ code: "custom", message: "homeSectionInvalid", path: [] });
    },
  }),
});

// ---- Feedback ----

export const feedbackProcessFormSchema = z.object({
  id: idText.pipe(z.number({ invalid_type_error: "feedbackNotFound" })),
  reply: formText
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(FEEDBACK_REPLY_MAX, "feedbackReplyTooLong"))
    .transform((value) => value || undefined),
});
