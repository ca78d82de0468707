/** Length as a person counts it: code points, so an emoji or a Vietnamese letter is one character. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

// C0/C1 controls, line and paragraph separators, and the bidirectional overrides that can make a
// name display as something else.
const INVISIBLE_CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

export function hasControlCharacters(text: string): boolean {
  return INVISIBLE_CONTROL.test(text);
}

/** PostgreSQL text cannot hold NUL. */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}
