import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillConfigurationsIfEmpty, listConfigurations, setConfiguration } from "../../../server/db/repositories/configurations";
import { fillMenuIfEmpty, listMenu, updateMenuCode } from "../../../server/db/repositories/menu";
import { databaseKinds, createTestDatabase, type TestDatabase } from "../../helpers/test-database";

describe.each(databaseKinds())("repositories (%s)", (kind) => {
  let seeded: TestDatabase;
  let empty: TestDatabase;
  beforeAll(async () => {
    [seeded, empty] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind, { stage: "migrated" })]);
  });
  afterAll(() => Promise.all([seeded.cleanup(), empty.cleanup()]));

  it("updateMenuCode renames one entry and keeps the order", async () => {
    const before = await listMenu(seeded.database.db);
    expect(await updateMenuCode(seeded.database.db, "news", "tin-tuc")).toBe("updated");
    const after = await listMenu(seeded.database.db);
    expect(after.map((entry) => entry.code)).toEqual(before.map((entry) => (entry.code === "news" ? "tin-tuc" : entry.code)));
    expect(after.find((entry) => entry.code === "tin-tuc")).toEqual({
      code: "tin-tuc",
      description: "NEWS",
      name: "Tin tức",
    });
  });

  it("updateMenuCode reports an unknown entry and a code already in use", async () => {
    expect(await updateMenuCode(seeded.database.db, "khong-co", "moi")).toBe("not-found");
    expect(await updateMenuCode(seeded.database.db, "ket-qua", "tag")).toBe("code-taken");
    expect((await listMenu(seeded.database.db)).map((entry) => entry.code)).toContain("ket-qua");
  });

  it("setConfiguration creates and replaces items; the list is ordered by code", async () => {
    await setConfiguration(seeded.database.db, "zz_new_item", "một");
    await setConfiguration(seeded.database.db, "zz_new_item", "hai");
    const items = await listConfigurations(seeded.database.db);
    expect(items.filter((item) => item.code === "zz_new_item")).toEqual([{ code: "zz_new_item", value: "hai" }]);
    const codes = items.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
  });

  it("stores a menu entry of an unknown kind", async () => {
    const menu = [
      { code: "lich-truc-tiep", description: "SCHEDULE", name: "Lịch trực tiếp" },
      { code: "esports", description: "ESPORTS", name: "Thể thao điện tử" },
    ];
    expect(await fillMenuIfEmpty(empty.database.db, menu)).toBe(2);
    expect(await listMenu(empty.database.db)).toEqual(menu);
    expect(await fillMenuIfEmpty(empty.database.db, [{ code: "x", description: "NEWS", name: "X" }])).toBe(0);
  });

  it("fills configurations only when the table is empty", async () => {
    expect(
      await fillConfigurationsIfEmpty(empty.database.db, [
        { code: "b", value: "2" },
        { code: "a", value: "1" },
      ]),
    ).toBe(2);
    expect(await fillConfigurationsIfEmpty(empty.database.db, [{ code: "c", value: "3" }])).toBe(0);
    expect(await listConfigurations(empty.database.db)).toEqual([
      { code: "a", value: "1" },
      { code: "b", value: "2" },
    ]);
  });
});
