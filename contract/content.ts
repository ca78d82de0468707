// What the content API (/oapi/v1, docs/content-api.md) serves that the site relies on: the menu's
// route kinds and the configuration codes, with the seeded defaults, which are also what the site
// shows when the content API cannot be reached.
import { type MenuEntry } from "./domain/types";

// Route kinds a menu entry may have (spec section 2). Anything else is ignored with a warning.
export const MENU_KINDS = ["SCHEDULE", "NEWS", "RANKINGS", "HIGHLIGHTS", "RESULTS", "TOP_PLAYER"] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

export interface RoutableMenuEntry extends MenuEntry {
  description: MenuKind;
}

/** The seeded menu, also the fallback when the content API cannot be reached. */
export const DEFAULT_MENU: readonly RoutableMenuEntry[] = [
  { code: "lich-truc-tiep", description: "SCHEDULE", name: "Lịch trực tiếp" },
  { code: "ket-qua", description: "RESULTS", name: "Kết quả" },
  { code: "bang-xep-hang", description: "RANKINGS", name: "Bảng xếp hạng" },
  { code: "highlights", description: "HIGHLIGHTS", name: "Highlight" },
  { code: "news", description: "NEWS", name: "Tin tức" },
  { code: "top-player", description: "TOP_PLAYER", name: "Cầu thủ" },
  { code: "tag", description: "NEWS", name: "Thẻ" },
];

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
  /** The home page's sections as JSON (an admin's arrangement; DEFAULT_HOME_LAYOUT until there is one, so not seeded). */
  homeLayout: "home_layout",
} as const;

export type ConfigurationCode = (typeof CONFIG_CODES)[keyof typeof CONFIG_CODES];

export const BRAND_COLOURS = {
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

/** A section of the home page (/oapi/v1/pages/home-page): which content, in which order. */
export const HOME_SECTION_KINDS = ["liveNow", "upcoming", "latestNews", "highlights", "results", "category"] as const;
export type HomeSectionKind = (typeof HOME_SECTION_KINDS)[number];
export interface HomeSection {
  kind: HomeSectionKind;
  title: string;
  /** How many items it shows. */
  size: number;
  /** For "category": the category's slug. */
  category?: string;
}

/** The home page until an admin arranges it. */
export const DEFAULT_HOME_LAYOUT: readonly HomeSection[] = [
  { kind: "liveNow", title: "Đang trực tiếp", size: 4 },
  { kind: "upcoming", title: "Sắp diễn ra hôm nay", size: 4 },
  { kind: "latestNews", title: "Tin mới", size: 6 },
  { kind: "highlights", title: "Highlight mới", size: 3 },
  { kind: "results", title: "Kết quả mới nhất", size: 4 },
  { kind: "category", title: "Đội tuyển Việt Nam", size: 4, category: "doi-tuyen-viet-nam" },
];

/** /oapi/v1/search: the content half of the site's search (docs/content.md). */
export interface ContentSearchJson {
  /** The query as compared: folded (contract/sports/search-text.ts). */
  folded: string;
  posts: { slug: string; title: string; summary: string; publishedAt: string; category: string }[];
  tags: { slug: string; name: string }[];
}
