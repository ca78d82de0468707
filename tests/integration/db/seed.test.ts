import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readShippedContent } from "../../../server/content/shipped";
import { listConfigurations, setConfiguration } from "../../../server/db/repositories/configurations";
import { listMenu } from "../../../server/db/repositories/menu";
import { seedDatabase } from "../../../server/db/seed";
import { CONFIGURATION_CODES, DEFAULT_CONFIGURATIONS, DEFAULT_MENU } from "../../../server/db/seed-data";
import { databaseKinds, createTestDatabase, type TestDatabase } from "../../helpers/test-database";

describe.each(databaseKinds())("seed (%s)", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind, { stage: "migrated" });
  });
  afterAll(() => test.cleanup());

  it("fills the configurations, the menu and the shipped content of an empty database", async () => {
    expect(await seedDatabase(test.database)).toEqual({
      configurationsInserted: DEFAULT_CONFIGURATIONS.length,
      menuEntriesInserted: DEFAULT_MENU.length,
      postsInserted: (await readShippedContent()).posts.length,
    });

    expect(await listMenu(test.database.db)).toEqual(DEFAULT_MENU);

    const items = await listConfigurations(test.database.db);
    const codes = items.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
    const values = new Map(items.map((item) => [item.code, item.value]));
    expect(values.get(CONFIGURATION_CODES.siteName)).toBe("vsport");
    expect(values.get(CONFIGURATION_CODES.themeMode)).toBe("light");
    expect(values.get(CONFIGURATION_CODES.themeColor)).toMatch(/^#[0-9a-f]{6}$/);
    expect(values.get(CONFIGURATION_CODES.siteDescription)).toMatch(/trực tiếp/);
    expect(values.get(CONFIGURATION_CODES.footerCopyright)).toMatch(/^© vsport/);
    for (const code of ["socialFacebook", "socialYoutube", "socialTiktok", "socialTelegram"] as const) {
      expect(values.get(CONFIGURATION_CODES[code])).toMatch(/^https:\/\//);
    }
    const cssVariables: unknown = JSON.parse(values.get(CONFIGURATION_CODES.customCssVariables) ?? "null");
    expect(cssVariables).toMatchObject({ "--color-primary": values.get(CONFIGURATION_CODES.themeColor) });
  });

  it("changes nothing when run again", async () => {
    const configurations = await listConfigurations(test.database.db);
    expect(await seedDatabase(test.database)).toEqual({ configurationsInserted: 0, menuEntriesInserted: 0, postsInserted: 0 });
    expect(await listConfigurations(test.database.db)).toEqual(configurations);
    expect(await listMenu(test.database.db)).toEqual(DEFAULT_MENU);
  });

  it("never overwrites an operator's edits", async () => {
    await setConfiguration(test.database.db, CONFIGURATION_CODES.siteName, "Thể thao 24h");
    await setConfiguration(test.database.db, CONFIGURATION_CODES.themeMode, "dark");
    await seedDatabase(test.database);
    const values = new Map((await listConfigurations(test.database.db)).map((item) => [item.code, item.value]));
    expect(values.get(CONFIGURATION_CODES.siteName)).toBe("Thể thao 24h");
    expect(values.get(CONFIGURATION_CODES.themeMode)).toBe("dark");
  });
});

describe.each(databaseKinds())("seeded test database (%s)", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.cleanup());

  it("comes migrated and seeded", async () => {
    expect(await listMenu(test.database.db)).toEqual(DEFAULT_MENU);
    expect(await listConfigurations(test.database.db)).toHaveLength(DEFAULT_CONFIGURATIONS.length);
  });
});
