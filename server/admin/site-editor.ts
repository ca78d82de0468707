import { inArray } from "drizzle-orm";
import { type AdminSettings, type AdminSite, type MenuEntryInput } from "../../contract/backend-calls/admin-content";
import { CONFIG_CODES, DEFAULT_CONFIGURATIONS, type HomeSection } from "../../contract/content";
import { cssVariableLines, readCssVariableLines } from "../../contract/site-settings";
import { readHomeLayout } from "../content/home-layout";
import { categories, pages } from "../content/tables";
import { listConfigurations, setConfiguration } from "../db/repositories/configurations";
import { listMenu } from "../db/repositories/menu";
import { menuEntries } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { recordAudit } from "./audit";
import { type EditorContext } from "./context";
import { AdminRefusal, writeInTransaction, type AdminOutcome } from "./outcome";

// The site's settings, menu and home page (issue 10, docs/admin.md). Settings are configuration
// items (contract/content.ts CONFIG_CODES), the custom CSS variables stored as the JSON object the
// root shell reads; the menu is replaced whole; the home page's sections are the JSON item
// "home_layout" that /oapi/v1/pages/home-page serves (server/content/home-layout.ts).

const SETTING_NAMES = [
  "siteName",
  "siteDescription",
  "themeColor",
  "themeMode",
  "customCssVariables",
  "socialFacebook",
  "socialYoutube",
  "socialTiktok",
  "socialTelegram",
  "footerCopyright",
] as const satisfies readonly (keyof AdminSettings & keyof typeof CONFIG_CODES)[];

const DEFAULT_VALUES = new Map<string, string>(DEFAULT_CONFIGURATIONS.map((item) => [item.code, item.value]));

/** The settings, the menu and the home page's sections as the admin area shows them. */
export async function readSite(db: AppDatabase): Promise<AdminSite> {
  // One query after the other: the saves read it back inside their transaction, on one connection.
  const items = await listConfigurations(db);
  const menu = await listMenu(db);
  const home = await readHomeLayout(db);
  const stored = new Map(items.map((item) => [item.code, item.value]));
  const valueOf = (name: (typeof SETTING_NAMES)[number]) => {
    const code = CONFIG_CODES[name];
    return stored.get(code) ?? DEFAULT_VALUES.get(code) ?? "";
  };
  const settings = Object.fromEntries(SETTING_NAMES.map((name) => [name, valueOf(name)])) as AdminSite["settings"];
  settings.customCssVariables = cssVariableLines(valueOf("customCssVariables"));
  return {
    settings,
    menu: menu.map((entry) => ({ code: entry.code, kind: entry.description, name: entry.name })),
    home: home.map((section) => ({ ...section })),
  };
}

/** The value a setting is stored as: the CSS variables as a JSON object, the rest as typed. */
function storedValue(settings: AdminSettings, name: (typeof SETTING_NAMES)[number]): string {
  if (name !== "customCssVariables") return settings[name];
  const reading = readCssVariableLines(settings.customCssVariables);
  // The param's schema has refused every bad line already; this is the backend's own check of what it stores.
  if (!reading.ok) throw new AdminRefusal("cssVariableRefused", "customCssVariables");
  return JSON.stringify(reading.variables);
}

export async function saveSettings(context: EditorContext, settings: AdminSettings): Promise<AdminOutcome<AdminSite>> {
  return writeInTransaction(context.db, async (tx) => {
    const before = new Map((await listConfigurations(tx)).map((item) => [item.code, item.value]));
    const changed: Record<string, { from: string | null; to: string }> = {};
    for (const name of SETTING_NAMES) {
      const code = CONFIG_CODES[name];
      const value = storedValue(settings, name);
      if (before.get(code) === value) continue;
      await setConfiguration(tx, code, value);
      changed[code] = { from: before.get(code) ?? null, to: value };
    }
    await recordAudit(tx, { actorId: context.actorId, action: "settings.save", subject: "settings", detail: { changed } }, context.now);
    return readSite(tx);
  });
}

export async function saveMenu(context: EditorContext, entries: readonly MenuEntryInput[]): Promise<AdminOutcome<AdminSite>> {
  return writeInTransaction(
    context.db,
    async (tx) => {
      // A code that is a page's slug would hide the page (or the page the menu's screen).
      const codes = entries.map((entry) => entry.code);
      const pageSlugs = new Set(
        (await tx.select({ slug: pages.slug }).from(pages).where(inArray(pages.slug, codes))).map((row) => row.slug),
      );
      const clash = codes.findIndex((code) => pageSlugs.has(code));
      if (clash >= 0) throw new AdminRefusal("slugReserved", `entries.${clash}.code`);

      const before = await listMenu(tx);
      await tx.delete(menuEntries);
      await tx
        .insert(menuEntries)
        .values(entries.map((entry, index) => ({ code: entry.code, description: entry.kind, name: entry.name, position: index + 1 })));
      await recordAudit(
        tx,
        {
          actorId: context.actorId,
          action: "menu.save",
          subject: "menu",
          detail: {
            from: before.map((entry) => ({ code: entry.code, kind: entry.description, name: entry.name })),
            to: entries.map((entry) => ({ code: entry.code, kind: entry.kind, name: entry.name })),
          },
        },
        context.now,
      );
      return readSite(tx);
    },
    new AdminRefusal("menuCodeDuplicate", "entries"),
  );
}

export async function saveHome(context: EditorContext, sections: readonly HomeSection[]): Promise<AdminOutcome<AdminSite>> {
  return writeInTransaction(context.db, async (tx) => {
    const wanted = [...new Set(sections.flatMap((section) => (section.kind === "category" && section.category ? [section.category] : [])))];
    const known = new Set(
      wanted.length === 0
        ? []
        : (await tx.select({ slug: categories.slug }).from(categories).where(inArray(categories.slug, wanted))).map((row) => row.slug),
    );
    const missing = sections.findIndex((section) => section.kind === "category" && !known.has(section.category ?? ""));
    if (missing >= 0) throw new AdminRefusal("categoryNotFound", `sections.${missing}.category`);

    // Only a category section names a category.
    const layout: HomeSection[] = sections.map(({ kind, title, size, category }) =>
      kind === "category" ? { kind, title, size, category } : { kind, title, size },
    );
    await setConfiguration(tx, CONFIG_CODES.homeLayout, JSON.stringify(layout));
    await recordAudit(tx, { actorId: context.actorId, action: "home.save", subject: "home", detail: { sections: layout } }, context.now);
    return readSite(tx);
  });
}
