// A posted form read with its zod schema through conform (docs/decisions/017-forms-with-conform.md).
// Browser-safe: the page checks with it before posting, the action decides with it.
import { parseWithZod, type Submission } from "@conform-to/zod";
import { type z } from "zod";

/** conform's own field names; our forms never post them, so the action ignores them if someone does. */
const CONFORM_FIELDS = ["__intent__", "__state__"] as const;

/**
 * Our schemas read raw form values themselves (contract/input-rules.ts `formText`: a string, or ""
 * when the field is missing or a file), so conform's coercion of empty values stays off.
 */
const OPTIONS = { disableAutoCoercion: true } as const;

export type FormSubmission<Schema extends z.ZodTypeAny> = Submission<z.input<Schema>, string[], z.output<Schema>>;

/**
 * The browser's check, as the user types and before a post. conform validates synchronously, so
 * the schema must be too (an image field checks its size and declared type here, not its bytes).
 */
export function checkForm<Schema extends z.ZodTypeAny>(formData: FormData, schema: Schema): FormSubmission<Schema> {
  return parseWithZod(formData, { schema, ...OPTIONS });
}

/** The action's check, the truth: asynchronous refinements run (an image's first bytes are read). */
export async function readForm<Schema extends z.ZodTypeAny>(formData: FormData, schema: Schema): Promise<FormSubmission<Schema>> {
  const fields = new FormData();
  for (const [name, value] of formData) {
    if (!(CONFORM_FIELDS as readonly string[]).includes(name)) fields.append(name, value);
  }
  return parseWithZod(fields, { schema, async: true, ...OPTIONS });
}
