// Team crests and player pictures drawn from the data (spec section 9: /images/football/{type}/{id}).
// The site ships no club's or federation's artwork: a club gets a shield, a national team a round
// badge, each with its initials in two colours chosen from its id; a player gets a silhouette with
// his initials. Pure functions of their input, byte for byte: whatever serves them can cache the
// answer for good and give it a stable ETag.

export type TeamKind = "club" | "national";

export interface CrestInput {
  id: number | string;
  name: string;
  kind: TeamKind;
}

export interface PlayerImageInput {
  id: number | string;
  name: string;
}

/** Two colours of a crest: the field, and what is drawn on it (initials, border, band). */
export interface ColourPair {
  field: string;
  charge: string;
}

/**
 * The colour pairs a crest or a player picture is drawn in. Every pair's charge stands out on its
 * field for text (WCAG contrast at least 4.5:1, checked by tests/unit/sports/crest.test.ts), and
 * the border in the charge colour keeps a crest visible on both the light and the dark theme.
 */
export const CREST_PALETTE: readonly ColourPair[] = [
  { field: "#b91c1c", charge: "#ffffff" },
  { field: "#1e3a8a", charge: "#fbbf24" },
  { field: "#0f766e", charge: "#ffffff" },
  { field: "#14532d", charge: "#fde68a" },
  { field: "#581c87", charge: "#f0abfc" },
  { field: "#0c4a6e", charge: "#7dd3fc" },
  { field: "#7c2d12", charge: "#fed7aa" },
  { field: "#111827", charge: "#f87171" },
  { field: "#1d4ed8", charge: "#ffffff" },
  { field: "#fbbf24", charge: "#1e293b" },
  { field: "#be185d", charge: "#ffffff" },
  { field: "#065f46", charge: "#a7f3d0" },
  { field: "#312e81", charge: "#c7d2fe" },
  { field: "#facc15", charge: "#14532d" },
  { field: "#6d28d9", charge: "#ffffff" },
  { field: "#7f1d1d", charge: "#fcd34d" },
  { field: "#0f172a", charge: "#38bdf8" },
  { field: "#9a3412", charge: "#ffffff" },
];

// Words a team's name carries besides its own: dropped from the initials when other words remain
// ("Manchester United FC" → "MU", "Club Atlético de Madrid" → "AM"), kept when they are all there is.
const FILLER_WORDS: ReadonlySet<string> = new Set(["fc", "cf", "ac", "sc", "afc", "club", "de", "del", "of", "the", "and"]);

const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

// A name's words as written, split at spaces, hyphens and slashes ("Paris Saint-Germain" is three words),
// with punctuation and digits inside a word removed ("A.F.C." → "AFC"), and only words with a letter kept.
// Filler words are recognised with their accents: "Thể" is not "The".
function wordsOf(name: string): string[] {
  return name
    .normalize("NFC")
    .split(/[\s\-\u2010-\u2015/]+/u)
    .map((word) =>
      Array.from(word)
        .filter((char) => LETTER_OR_MARK.test(char))
        .join(""),
    )
    .filter((word) => /\p{L}/u.test(word));
}

// A letter in capitals without its tone mark or accent ("ấ" → "A", "ö" → "O"; "đ" has no decomposition
// and gives "Đ"); "ß" upper-cases to "SS", and only the first is kept.
function plainCapital(char: string): string {
  return Array.from(char.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase())[0] ?? "";
}

function lettersOf(word: string): string[] {
  return Array.from(word).filter((char) => /\p{L}/u.test(char));
}

function initialOf(word: string): string {
  return plainCapital(lettersOf(word)[0] ?? "");
}

/**
 * A team's initials, one to three letters: the first letters of its first three words once the filler
 * words (FC, CF, AC, SC, AFC, Club, de, del, of, the, and) are dropped; a name of one word gives its
 * first two letters, or the whole word when it is already an abbreviation of up to three capitals
 * ("PSV", "AZ"). Letters lose their tone marks and accents. "Hoàng Anh Gia Lai" → "HAG", "Paris Saint-Germain"
 * → "PSG", "FC Bayern München" → "BM", "Thể Công - Viettel" → "TCV". Empty when the name has no letter.
 */
export function teamInitials(name: string): string {
  const words = wordsOf(name);
  const ownWords = words.filter((word) => !FILLER_WORDS.has(word.toLowerCase()));
  const kept = ownWords.length > 0 ? ownWords : words;
  const [first] = kept;
  if (first === undefined) return "";
  if (kept.length > 1) return kept.slice(0, 3).map(initialOf).join("");
  const letters = lettersOf(first);
  const isAbbreviation = letters.length <= 3 && first === first.toUpperCase() && first !== first.toLowerCase();
  return letters
    .slice(0, isAbbreviation ? 3 : 2)
    .map(plainCapital)
    .join("");
}

/**
 * A person's initials, one to three letters: every word counts ("Kevin De Bruyne" → "KDB", "Virgil van
 * Dijk" → "VVD", "Nguyễn Quang Hải" → "NQH"); a single name gives one letter ("Neymar" → "N"); more than
 * three words give the first two and the last. Empty when the name has no letter.
 */
export function personInitials(name: string): string {
  const words = wordsOf(name);
  const chosen = words.length > 3 ? [...words.slice(0, 2), ...words.slice(-1)] : words;
  return chosen.map(initialOf).join("");
}

// FNV-1a (32 bits) of the id's text: the same id always picks the same colours, on every machine.
function hashOf(id: number | string): number {
  let hash = 0x811c9dc5;
  for (const char of String(id)) {
    const code = char.codePointAt(0) ?? 0;
    hash = Math.imul(hash ^ (code & 0xffff), 0x01000193);
    if (code > 0xffff) hash = Math.imul(hash ^ (code >>> 16), 0x01000193);
  }
  return hash >>> 0;
}

/** The colour pair an id is drawn in. */
export function crestColours(id: number | string): ColourPair {
  const fallback: ColourPair = { field: "#1e3a8a", charge: "#fbbf24" };
  return CREST_PALETTE[hashOf(id) % CREST_PALETTE.length] ?? fallback;
}

// Characters XML does not allow at all (C0 controls but tab and line breaks, U+FFFE, U+FFFF, and
// unpaired surrogates: with the u flag a pair is one character, above U+FFFF), then the five that must be escaped.
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/gu;
const XML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text made safe for an SVG's content or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? "");
}

/** Longest name written in a picture's title, in characters: the title is a label, not a store. */
const TITLE_MAX = 100;

function titleOf(name: string): string {
  const oneLine = name.replace(/\s+/gu, " ").trim();
  return escapeXml(Array.from(oneLine).slice(0, TITLE_MAX).join(""));
}

// Bold sans-serif capitals; the cap height of Arial is about 0.72 em, used to centre the initials on a
// line without dominant-baseline (not honoured by every renderer).
const FONT = 'font-family="Arial, Helvetica, sans-serif" font-weight="700" text-anchor="middle"';
const CAP_HEIGHT = 0.72;

function initialsText(
  initials: string,
  centreY: number,
  sizes: readonly [one: number, two: number, three: number],
  colour: string,
): string {
  if (initials === "") return "";
  const size = sizes[Math.min(Array.from(initials).length, 3) - 1] ?? sizes[2];
  const baseline = Math.round((centreY + (size * CAP_HEIGHT) / 2) * 10) / 10;
  return `<text x="32" y="${baseline}" font-size="${size}" ${FONT} fill="${colour}">${escapeXml(initials)}</text>`;
}

function svgOpen(title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>${titleOf(title)}</title>`;
}

const SHIELD = "M32 4 56 11V30C56 45 46 55 32 60 18 55 8 45 8 30V11Z";
const SHIELD_INNER = "M32 9.5 51 15V30C51 42 43 50 32 54.5 21 50 13 42 13 30V15Z";
const SHIELD_CHIEF = "M8 11 32 4 56 11V20H8Z";
const STAR = "M32 10 33.4 13.6 37.2 13.8 34.2 16.2 35.2 19.9 32 17.8 28.8 19.9 29.8 16.2 26.8 13.8 30.6 13.6Z";

/**
 * A team's crest as SVG text (64×64): a shield for a club, plain with an inner border or with a band
 * across the top as its id decides; a round badge with a star for a national team.
 */
export function crestSvg({ id, name, kind }: CrestInput): string {
  const { field, charge } = crestColours(id);
  const initials = teamInitials(name);
  let body: string;
  if (kind === "national") {
    body =
      `<circle cx="32" cy="32" r="29" fill="${field}" stroke="${charge}" stroke-width="2.5"/>` +
      `<circle cx="32" cy="32" r="24" fill="none" stroke="${charge}" stroke-width="1.5"/>` +
      `<path d="${STAR}" fill="${charge}"/>` +
      initialsText(initials, 36, [24, 20, 15], charge);
  } else {
    const withChief = ((hashOf(id) >>> 16) & 1) === 1;
    body =
      `<path d="${SHIELD}" fill="${field}" stroke="${charge}" stroke-width="2.5" stroke-linejoin="round"/>` +
      (withChief
        ? `<path d="${SHIELD_CHIEF}" fill="${charge}"/>`
        : `<path d="${SHIELD_INNER}" fill="none" stroke="${charge}" stroke-width="1.5" stroke-linejoin="round"/>`) +
      initialsText(initials, withChief ? 37 : 33, [26, 22, 16], charge);
  }
  return `${svgOpen(name)}${body}</svg>`;
}

/** A player's picture as SVG text (64×64): a silhouette on a coloured ground, the initials on the shirt. */
export function playerSvg({ id, name }: PlayerImageInput): string {
  const { field, charge } = crestColours(id);
  const body =
    `<rect width="64" height="64" fill="${field}"/>` +
    `<circle cx="32" cy="22" r="11" fill="${charge}"/>` +
    `<path d="M6 64C6 47 18 38 32 38S58 47 58 64Z" fill="${charge}"/>` +
    initialsText(personInitials(name), 53, [13, 12, 10], field);
  return `${svgOpen(name)}${body}</svg>`;
}
