// Reading the code-to-value configuration map (spec section 3, "Configuration item").
export type ConfigurationMap = Record<string, string>;

export const CONFIG_CODES = {
  siteName: "site_name",
  siteDescription: "site_description",
  themeColor: "theme_color",
  themeMode: "theme_mode",
  customCssVariables: "custom_css_variables",
  socialFacebook: "social_facebook",
  socialYoutube: "social_youtube",
  socialTiktok: "social_tiktok",
  socialTelegram: "social_telegram",
  footerCopyright: "footer_copyright",
  logoPath: "logo_path",
} as const;

export type ConfigurationCode = (typeof CONFIG_CODES)[keyof typeof CONFIG_CODES];

const BRAND_COLOURS = {
  "--color-primary": "#e11d48",
  "--color-primary-dark": "#be123c",
  "--color-secondary": "#0f172a",
  "--color-accent": "#f59e0b",
  "--color-live": "#dc2626",
  "--color-success": "#16a34a",
} as const;

/** What a first start writes into an empty configurations table; also the fallback when the content API is down. */
export const DEFAULT_CONFIGURATIONS: readonly { code: ConfigurationCode; value: string }[] = [
  { code: CONFIG_CODES.siteName, value: "vsport" },
  {
    code: CONFIG_CODES.siteDescription,
    value:
      "vsport - xem trực tiếp bóng đá, bóng rổ cùng bình luận viên tiếng Việt; lịch thi đấu, kết quả, " +
      "bảng xếp hạng, highlight và tin tức thể thao cập nhật liên tục.",
  },
  { code: CONFIG_CODES.themeColor, value: BRAND_COLOURS["--color-primary"] },
  { code: CONFIG_CODES.themeMode, value: "light" },
  { code: CONFIG_CODES.customCssVariables, value: JSON.stringify(BRAND_COLOURS) },
  { code: CONFIG_CODES.socialFacebook, value: "https://www.facebook.com/vsport" },
  { code: CONFIG_CODES.socialYoutube, value: "https://www.youtube.com/@vsport" },
  { code: CONFIG_CODES.socialTiktok, value: "https://www.tiktok.com/@vsport" },
  { code: CONFIG_CODES.socialTelegram, value: "https://t.me/vsport" },
  { code: CONFIG_CODES.footerCopyright, value: "© vsport. Nội dung chỉ mang tính chất tham khảo." },
  { code: CONFIG_CODES.logoPath, value: "/images/logo.svg" },
];

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
