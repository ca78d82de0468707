import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSite, type AuditEntry } from "../../../contract/backend-calls/admin-content";
import { BRAND_COLOURS, CONFIG_CODES, DEFAULT_HOME_LAYOUT, DEFAULT_MENU } from "../../../contract/content";
import { recordAudit } from "../../../server/admin/audit";
import { auditLog } from "../../../server/admin/tables";
import { listConfigurations, setConfiguration } from "../../../server/db/repositories/configurations";
import { users } from "../../../server/db/schema";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { createLoggedInUser, type LoggedInUser } from "../profile/fixtures";

// The site's settings, menu and home page, and the audit log, as admins change and read them
// (issue 10, docs/admin.md), checked through what the content API then serves.

describe.each(databaseKinds())("the admin's site settings, menu, home page and audit log (%s)", (kind) => {
  let backend: TestBackend;
  let admin: LoggedInUser;
  const call = (callPath: string, param: unknown, user: LoggedInUser = admin) => backend.call(callPath, param, user.sessionId);
  const api = async <T>(apiPath: string) => ((await (await fetch(`${backend.url}/oapi/v1${apiPath}`)).json()) as { data: T }).data;
  const auditRows = async () => (await backend.db.select({ rows: count() }).from(auditLog))[0]?.rows ?? 0;
  const lastAudit = async () => (await backend.db.select().from(auditLog).orderBy(auditLog.id)).at(-1);
  const menu = () => DEFAULT_MENU.map((entry) => ({ code: entry.code, kind: entry.description, name: entry.name }));

  const settings = (overrides: Record<string, unknown> = {}) => ({
    siteName: "Thể thao 24h",
    siteDescription: "Trực tiếp bóng đá, bóng rổ và tin thể thao mới nhất.",
    themeColor: "#0f766e",
    themeMode: "dark",
    customCssVariables: "--color-primary: #0f766e;\n--radius: 6px",
    socialFacebook: "https://www.facebook.com/thethao24h",
    socialYoutube: "",
    socialTiktok: "",
    socialTelegram: "https://t.me/thethao24h",
    footerCopyright: "© Thể thao 24h",
    ...overrides,
  });
  /** A refusal that stores nothing: configurations, menu and audit log as they were. */
  const expectRefused = async (callPath: string, param: unknown, key: string, field: string) => {
    const [configurations, menuBefore, audits] = [await listConfigurations(backend.db), await api("/menu"), await auditRows()];
    const result = await call(callPath, param);
    expect([result.errCode, result.errMsg, result.data], JSON.stringify(param).slice(0, 300)).toEqual([
      400,
      key,
      { fieldErrors: { [field]: key } },
    ]);
    expect(await listConfigurations(backend.db)).toEqual(configurations);
    expect(await api("/menu")).toEqual(menuBefore);
    expect(await auditRows()).toBe(audits);
  };

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    admin = await createLoggedInUser(backend.db, { userType: 3, nickname: "Quản trị trang" });
  });
  afterAll(() => backend.close());

  it("shows the seeded settings (the CSS variables as lines), the menu in order and the default home page", async () => {
    const site = (await call("/admin/site", {})).data as AdminSite;
    expect(site.settings).toMatchObject({ siteName: "vsport", themeMode: "light", socialTelegram: "https://t.me/vsport" });
    expect(site.settings.customCssVariables.split("\n")).toEqual(Object.entries(BRAND_COLOURS).map(([name, value]) => `${name}: ${value}`));
    expect(site.menu).toEqual(menu());
    expect(site.home).toEqual(DEFAULT_HOME_LAYOUT);
  });

  it("refuses CSS variables that break out of the style, storing nothing", async () => {
    for (const css of [
      "--x: red;}</style><script>alert(1)</script>",
      "--y: url(javascript:alert(1))",
      "--z: expression(alert(1))",
      "--ok: red\n--x: red}body{background:red",
    ])
      await expectRefused("/admin/settingsSave", settings({ customCssVariables: css }), "cssVariableRefused", "customCssVariables");
    await expectRefused("/admin/settingsSave", settings({ themeColor: "red;}" }), "themeColorInvalid", "themeColor");
    await expectRefused("/admin/settingsSave", settings({ socialYoutube: "javascript:alert(1)" }), "socialLinkInvalid", "socialYoutube");
  });

  it("saves the settings, which /oapi/v1/configurations then serves, with one audit row", async () => {
    const before = await auditRows();
    const result = await call("/admin/settingsSave", settings());
    expect(result.errCode).toBe(200);
    expect(await auditRows()).toBe(before + 1);
    const site = result.data as AdminSite;
    expect(site.settings).toEqual(settings({ customCssVariables: "--color-primary: #0f766e\n--radius: 6px" }));
    expect((await call("/admin/site", {})).data).toEqual(site);

    const served = new Map((await api<{ code: string; value: string }[]>("/configurations")).map((item) => [item.code, item.value]));
    expect(served.get(CONFIG_CODES.siteName)).toBe("Thể thao 24h");
    expect(served.get(CONFIG_CODES.themeMode)).toBe("dark");
    expect(served.get(CONFIG_CODES.socialYoutube)).toBe("");
    expect(JSON.parse(served.get(CONFIG_CODES.customCssVariables) ?? "")).toEqual({ "--color-primary": "#0f766e", "--radius": "6px" });
    expect(served.get(CONFIG_CODES.logoPath)).toBe("/images/logo.svg");

    const audit = await lastAudit();
    expect(audit).toMatchObject({ actorId: admin.user.id, action: "settings.save", subject: "settings" });
    expect(audit?.detail).toMatchObject({ changed: { site_name: { from: "vsport", to: "Thể thao 24h" } } });
    expect(Object.keys(audit?.detail.changed as object)).not.toContain(CONFIG_CODES.logoPath);
  });

  it("replaces the menu, which /oapi/v1/menu then serves in its new order", async () => {
    const renamed = menu().map((entry) =>
      entry.kind === "NEWS" && entry.code === "news" ? { ...entry, code: "tin-tuc", name: "Tin bóng đá" } : entry,
    );
    const reordered = [renamed[4], ...renamed.slice(0, 4), ...renamed.slice(5)];
    const result = await call("/admin/menuSave", { entries: reordered });
    expect(result.errCode).toBe(200);
    expect((result.data as AdminSite).menu).toEqual(reordered);
    expect(await api("/menu")).toEqual(reordered.map((entry) => ({ code: entry?.code, description: entry?.kind, name: entry?.name })));
    expect(await lastAudit()).toMatchObject({ action: "menu.save", subject: "menu", detail: { to: reordered } });
  });

  it("refuses reserved, duplicate and page codes, and a menu without every kind", async () => {
    const current = (await call("/admin/site", {})).data as AdminSite;
    const entries = current.menu;
    for (const code of ["user", "quan-tri", "api", "uploads"])
      await expectRefused("/admin/menuSave", { entries: [{ ...entries[0], code }, ...entries.slice(1)] }, "slugReserved", "entries");
    await expectRefused(
      "/admin/menuSave",
      { entries: [{ ...entries[0], code: "gioi-thieu" }, ...entries.slice(1)] },
      "slugReserved",
      "entries.0.code",
    );
    await expectRefused(
      "/admin/menuSave",
      { entries: [...entries.slice(0, 3), { ...entries[3], code: "lien-he" }, ...entries.slice(4)] },
      "slugReserved",
      "entries.3.code",
    );
    await expectRefused("/admin/menuSave", { entries: [...entries, { ...entries[1] }] }, "menuCodeDuplicate", "entries");
    await expectRefused("/admin/menuSave", { entries: entries.filter((entry) => entry.kind !== "RANKINGS") }, "menuKindMissing", "entries");
    await expectRefused(
      "/admin/menuSave",
      { entries: [{ ...entries[0], kind: "VIDEO" }, ...entries.slice(1)] },
      "menuKindInvalid",
      "entries",
    );
    expect(((await call("/admin/site", {})).data as AdminSite).menu).toEqual(entries);
  });

  it("stores the home page's sections, which /oapi/v1/pages/home-page then serves, falling back to the default when broken", async () => {
    const sections = [
      { kind: "latestNews", title: "Tin nóng", size: 8 },
      { kind: "category", title: "Bóng rổ", size: 4, category: "bong-ro" },
      { kind: "liveNow", title: "Đang phát", size: 2, category: "v-league" },
    ];
    const result = await call("/admin/homeSave", { sections });
    expect(result.errCode).toBe(200);
    const stored = [sections[0], sections[1], { kind: "liveNow", title: "Đang phát", size: 2 }];
    expect((result.data as AdminSite).home).toEqual(stored);
    expect(await api("/pages/home-page")).toEqual({ sections: stored });
    expect(await lastAudit()).toMatchObject({ action: "home.save", subject: "home", detail: { sections: stored } });

    await expectRefused(
      "/admin/homeSave",
      { sections: [sections[0], { kind: "category", title: "Không có", size: 4, category: "khong-co" }] },
      "categoryNotFound",
      "sections.1.category",
    );
    await expectRefused("/admin/homeSave", { sections: [{ kind: "category", title: "Thiếu", size: 4 }] }, "categoryRequired", "sections");
    await expectRefused("/admin/homeSave", { sections: [] }, "homeSectionInvalid", "sections");
    expect(await api("/pages/home-page")).toEqual({ sections: stored });

    // A category a home section shows is in use.
    const taxonomy = (await call("/admin/taxonomy", {})).data as { categories: { id: number; slug: string }[] };
    const saved = await call("/admin/categorySave", { name: "Quần vợt", description: "", position: 20 });
    const tennis = (saved.data as { category: { id: number; slug: string } }).category;
    expect(taxonomy.categories.some((category) => category.slug === tennis.slug)).toBe(false);
    expect(
      (await call("/admin/homeSave", { sections: [{ kind: "category", title: "Quần vợt", size: 3, category: tennis.slug }] })).errCode,
    ).toBe(200);
    expect((await call("/admin/categoryDelete", { id: tennis.id })).errMsg).toBe("categoryInUse");

    for (const broken of ["not json", "[]", JSON.stringify([{ kind: "ads", title: "Quảng cáo", size: 3 }])]) {
      await setConfiguration(backend.db, CONFIG_CODES.homeLayout, broken);
      expect(await api("/pages/home-page"), broken).toEqual({ sections: DEFAULT_HOME_LAYOUT });
      expect(((await call("/admin/site", {})).data as AdminSite).home).toEqual(DEFAULT_HOME_LAYOUT);
    }
  });

  it("lists the audit log newest first, 20 a page, by action prefix, with who did it", async () => {
    type AuditList = { items: AuditEntry[]; page: number; size: number; total: number };
    const list = async (param: Record<string, unknown>) => (await call("/admin/auditList", param)).data as AuditList;
    const gone = await createLoggedInUser(backend.db, { userType: 3, nickname: "Quản trị đã nghỉ" });
    for (let index = 0; index < 22; index += 1)
      await recordAudit(
        backend.db,
        { actorId: admin.user.id, action: "tag.save", subject: `tag:the-${index}`, detail: { index } },
        new Date(Date.now() + index),
      );
    await recordAudit(
      backend.db,
      { actorId: gone.user.id, action: "post.delete", subject: "post:cu", detail: {} },
      new Date(Date.now() + 100),
    );
    await backend.db.delete(users).where(eq(users.id, gone.user.id));

    const total = await auditRows();
    const first = await list({});
    expect(first).toMatchObject({ page: 1, size: 20, total });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ actor: null, action: "post.delete", subject: "post:cu" });
    expect(first.items[1]).toMatchObject({
      actor: { id: admin.user.id, nickName: "Quản trị trang" },
      action: "tag.save",
      subject: "tag:the-21",
      detail: { index: 21 },
    });
    const times = first.items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await list({ page: 2 });
    expect(second.items.length).toBe(Math.min(20, total - 20));
    expect(second.items.map((item) => item.id).filter((id) => first.items.some((item) => item.id === id))).toEqual([]);

    const tags = await list({ action: "tag." });
    expect(tags.total).toBe(22);
    expect(tags.items.every((item) => item.action.startsWith("tag."))).toBe(true);
    const menus = await list({ action: "menu." });
    expect(menus.items.map((item) => item.action)).toEqual(["menu.save"]);
    expect((await list({ action: "settings.save" })).total).toBe(1);
    expect((await list({ action: "nothing." })).total).toBe(0);
    expect((await call("/admin/auditList", { action: "post%" })).errCode).toBe(400);
  });
});
