// Number display (spec section 9): abbreviations with K and M, thousands separated by commas.

const THOUSAND = 1_000;
const MILLION = 1_000_000;

// Digits of a non-negative integer without exponent notation, even beyond 2^53.
function integerDigits(nonNegativeInteger: number): string {
  return BigInt(nonNegativeInteger).toString();
}

function withSign(negative: boolean, text: string): string {
  return negative && text !== "0" ? `-${text}` : text;
}

// One decimal, rounded down so a count never looks bigger than it is (999,999 is "999.9K", never
// "1000.0K" or "1M"); a zero decimal is dropped ("1K", not "1.0K").
function abbreviate(absolute: number, unit: number, suffix: string): string {
  const tenths = BigInt(Math.floor(absolute / (unit / 10)));
  const whole = tenths / 10n;
  const decimal = tenths % 10n;
  return decimal === 0n ? `${whole}${suffix}` : `${whole}.${decimal}${suffix}`;
}

/**
 * 999 → "999", 1_000 → "1K", 1_250 → "1.2K", 999_999 → "999.9K", 3_400_000 → "3.4M",
 * 2_500_000_000 → "2500M" (M is the largest unit). Fractions below 1,000 are truncated
 * ("12.7" → "12"); negatives keep their sign ("-1.5K"); NaN and ±Infinity give "0".
 */
export function abbreviateNumber(n: number): string {
  if (!Number.isFinite(n)) return "0";
  const absolute = Math.abs(n);
  let text: string;
  if (absolute >= MILLION) text = abbreviate(absolute, MILLION, "M");
  else if (absolute >= THOUSAND) text = abbreviate(absolute, THOUSAND, "K");
  else text = integerDigits(Math.floor(absolute));
  return withSign(n < 0, text);
}

/**
 * 1234567 → "1,234,567". Whole numbers only: a fraction is truncated toward zero
 * (1234.9 → "1,234"); NaN and ±Infinity give "0".
 */
export function formatThousands(n: number): string {
  if (!Number.isFinite(n)) return "0";
  const digits = integerDigits(Math.trunc(Math.abs(n)));
  return withSign(n < 0, digits.replace(/\B(?=(\d{3})+(?!\d))/g, ","));
}
