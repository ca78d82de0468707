// A file input of a form checked with zod through conform: size and declared type in the browser
// (conform validates synchronously), size and first bytes in the action (the truth).
import { z } from "zod";
import { MAX_IMAGE_BYTES, sniffImageKind, type ImageKind } from "../../../contract/images";
import { addMessageIssue } from "../../../contract/input-rules";
import { type MessageKey } from "../locale/messages";

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

export interface ImageRules {
  kinds: readonly ImageKind[];
  /** The MIME types the input offers (its accept attribute): the browser's hint. */
  accept: string;
  /** The key when no file was chosen, or undefined when the image is optional. */
  missing?: MessageKey;
  tooLarge: MessageKey;
  wrongType: MessageKey;
}

/** Where an image field is checked: the browser (size, declared type) or the action (size, first bytes). */
export type ImageCheck = "browser" | "action";

/** A file input; an empty one posts a nameless empty file, which means "no file". */
export function imageFile(rules: ImageRules, check: ImageCheck) {
  const file = z
    .unknown()
    .transform((value) => (isBlob(value) && value.size > 0 ? value : undefined))
    .superRefine((file, context) => {
      if (!file) {
        if (rules.missing) addMessageIssue(context, rules.missing);
      } else if (file.size > MAX_IMAGE_BYTES) addMessageIssue(context, rules.tooLarge);
      // The declared type is only a hint: an empty one (an unknown extension) is left to the action.
      else if (check === "browser" && file.type !== "" && !rules.accept.split(",").includes(file.type))
        addMessageIssue(context, rules.wrongType);
    });
  if (check === "browser") return file;
  return file.superRefine(async (file, context) => {
    if (!file || file.size > MAX_IMAGE_BYTES) return;
    const kind = await sniffImageKind(file);
    if (!kind || !rules.kinds.includes(kind)) addMessageIssue(context, rules.wrongType);
  });
}
