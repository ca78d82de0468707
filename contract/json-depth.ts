// Shared by app/ and server/ (both import it by relative path; it imports nothing and runs in the
// browser too). How deep a JSON text nests, counted on the text before JSON.parse ever sees it:
// parsing a few megabytes of `[[[[…` costs seconds and the value then breaks every recursive
// walk (JSON.stringify, validation). docs/decisions/011-web-edge-security.md.

/** The deepest nesting of arrays and objects a param may have (`{"a":[1]}` is 2 deep). */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether `text` nests arrays and objects more than `limit` deep: counts `[` and `{` outside
 * strings, stops at the first level too many, never parses. Text that is not JSON may give either
 * answer; JSON.parse refuses it afterwards anyway.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > limit) return true;
    } else if ((code === CLOSE_BRACKET || code === CLOSE_BRACE) && depth > 0) {
      // Never below zero: stray closing brackets must not hide the nesting that follows.
      depth -= 1;
    }
  }
  return false;
}
