import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";

// Reads a posted form that may carry files, in memory and bounded: each accepted file keeps at
// most maxFileBytes + 1 bytes (enough for the form's schema to say "too large") while the rest is
// read and dropped, so an oversized file still leaves every typed field readable.

const TEXT_PART_MAX_BYTES = 64 * 1024;
const MAX_TEXT_PARTS = 32;

export interface UploadFormOptions {
  /** The file fields the form has; a file under any other name is dropped. */
  fileFields: readonly string[];
  maxFileBytes: number;
  /** A request whose declared size exceeds this is refused unread. */
  maxRequestBytes: number;
  /** The largest text field (an article's body is longer than a profile's fields). */
  maxTextBytes?: number;
}

export type UploadFormResult = { ok: true; formData: FormData } | { ok: false; reason: "too_large" | "unreadable" };

function boundedUploadHandler(options: UploadFormOptions): UploadHandler {
  const takenFiles = new Set<string>();
  const textField = unstable_createMemoryUploadHandler({ maxPartSize: options.maxTextBytes ?? TEXT_PART_MAX_BYTES });
  let textParts = 0;
  const limit = options.maxFileBytes + 1;
  return async (part) => {
    const { name, filename, contentType, data } = part;
    if (filename === undefined) {
      textParts += 1;
      if (textParts > MAX_TEXT_PARTS) throw new MaxPartSizeExceededError(name, TEXT_PART_MAX_BYTES);
      return textField(part);
    }
    const wanted = options.fileFields.includes(name) && !takenFiles.has(name);
    takenFiles.add(name);
    const kept: Uint8Array<ArrayBuffer>[] = [];
    let keptBytes = 0;
    for await (const chunk of data) {
      if (!wanted || keptBytes >= limit) continue;
      const piece = new Uint8Array(chunk.subarray(0, limit - keptBytes));
      kept.push(piece);
      keptBytes += piece.byteLength;
    }
    return wanted ? new File(kept, filename, { type: contentType }) : undefined;
  };
}

/** The posted fields, multipart or URL-encoded alike. */
export async function readUploadForm(request: Request, options: UploadFormOptions): Promise<UploadFormResult> {
  const declaredLength = Number(request.headers.get("Content-Length") ?? "0");
  if (declaredLength > options.maxRequestBytes) return { ok: false, reason: "too_large" };
  const contentType = request.headers.get("Content-Type") ?? "";
  try {
    if (!contentType.startsWith("multipart/form-data")) return { ok: true, formData: await request.formData() };
    return { ok: true, formData: await unstable_parseMultipartFormData(request, boundedUploadHandler(options)) };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { ok: false, reason: "too_large" };
    return { ok: false, reason: "unreadable" };
  }
}

/** An image file as the backend takes it: base64 inside the param (docs/decisions/008-images-travel-inside-the-protocol.md). */
export async function imageParamOf(file: Blob | undefined): Promise<{ base64: string } | undefined> {
  return file ? { base64: Buffer.from(await file.arrayBuffer()).toString("base64") } : undefined;
}
