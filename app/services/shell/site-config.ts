// Reading the code-to-value configuration map (spec section 3, "Configuration item").
import { BRAND_COLOURS, CONFIG_CODES, DEFAULT_CONFIGURATIONS, type ConfigurationCode } from "../../../contract/content";

export { CONFIG_CODES, DEFAULT_CONFIGURATIONS, type ConfigurationCode };
export type ConfigurationMap = Record<string, string>;

export function toConfigurationMap(items: readonly { code: string; value: string }[]): ConfigurationMap {
  const map: ConfigurationMap = Object.fromEntries(DEFAULT_CONFIGURATIONS.map((item) => [item.code, item.value]));
  for (const item of items) map[item.code] = item.value;
  return map;
}

export type ThemeMode = "dark" | "light";

export function themeModeOf(value: string | undefined): ThemeMode {
  return value === "dark" ? "dark" : "light";
}

const COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export function safeThemeColor(value: string | undefined): string {
  return value && COLOR_PATTERN.test(value) ? value : BRAND_COLOURS["--color-primary"];
}

const CSS_VARIABLE_NAME = /^--[a-zA-Z0-9_-]{1,64}$/;
// A value may hold colours, sizes, font names and simple functions, never anything that ends the rule or the style tag.
const CSS_VARIABLE_VALUE = /^[a-zA-Z0-9#%.,()\s'"+\-_/]{1,200}$/;

/**
 * Turns the custom CSS variables item (a JSON object of `--name: value`) into a `:root{}` rule,
 * dropping every pair that could break out of the declaration. Bad JSON gives an empty rule.
 */
export function customCssVariablesRule(json: string | undefined): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? "{}");
  } catch {
    return "";
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return "";
  const declarations = Object.entries(parsed)
    .filter((pair): pair is [string, string] => typeof pair[1] === "string")
    .filter(([name, value]) => CSS_VARIABLE_NAME.test(name) && CSS_VARIABLE_VALUE.test(value) && !value.includes("</"))
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length > 0 ? `:root{${declarations.join(";")}}` : "";
}

export interface SocialLink {
  network: "facebook" | "youtube" | "tiktok" | "telegram";
  url: string;
}

export function socialLinks(config: ConfigurationMap): SocialLink[] {
  const networks = [
    ["facebook", CONFIG_CODES.socialFacebook],
    ["youtube", CONFIG_CODES.socialYoutube],
    ["tiktok", CONFIG_CODES.socialTiktok],
    ["telegram", CONFIG_CODES.socialTelegram],
  ] as const;
  return networks.flatMap(([network, code]) => {
    const url = config[code];
    return url && /^https:\/\/[^\s"'<>]+$/.test(url) ? [{ network, url }] : [];
  });
}
