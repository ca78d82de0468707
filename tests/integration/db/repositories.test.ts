import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillConfigurationsIfEmpty, listConfigurations, setConfiguration } from "../../../server/db/repositories/configurations";
import { insertFeedback, listUserFeedback } from "../../../server/db/repositories/feedback";
import { followAnchor, listFollowedAnchors } from "../../../server/db/repositories/follows";
import { fillMenuIfEmpty, listMenu, updateMenuCode } from "../../../server/db/repositories/menu";
import { insertPointsEntry, listPointsHistory } from "../../../server/db/repositories/points";
import { createSession, findActiveSession, revokeSession, SHORT_SESSION_MS } from "../../../server/db/repositories/sessions";
import { insertUser } from "../../../server/db/repositories/users";
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

  // These run as prepared statements (server/db/prepared-query.ts): the same statement answers
  // different values on each call, on both drivers, inside and outside a transaction.
  it("the prepared page-view queries answer each call with its own values", async () => {
    const db = seeded.database.db;
    const [fan, anchor] = await Promise.all(
      ["prepared_fan", "prepared_blv"].map((username) => insertUser(db, { username, passwordHash: "x", nickname: username })),
    );
    if (!fan || !anchor) throw new Error("users were not inserted");
    const now = new Date("2026-11-24T06:00:00Z");
    const token = await createSession(db, fan.id, false, now);
    expect((await findActiveSession(db, token, now))?.user.id).toBe(fan.id);
    expect(await findActiveSession(db, token, new Date(now.getTime() + SHORT_SESSION_MS + 1))).toBeNull();
    const other = await createSession(db, anchor.id, false, now);
    expect((await findActiveSession(db, other, now))?.user.id).toBe(anchor.id);
    const found = await findActiveSession(db, other, now);
    await revokeSession(db, found?.sessionId ?? 0, now);
    expect(await findActiveSession(db, other, now)).toBeNull();

    for (const [index, amount] of [5, 10, 15].entries()) {
      const createdAt = new Date(now.getTime() + index * 1000);
      await insertPointsEntry(db, fan.id, { amount, reason: "daily_login", balanceAfter: amount, createdAt });
    }
    expect((await listPointsHistory(db, fan.id, 2)).map((entry) => entry.amount)).toEqual([15, 10]);
    expect(await listPointsHistory(db, anchor.id, 2)).toEqual([]);
    await db.transaction(async (tx) => {
      expect((await listPointsHistory(tx, fan.id, 5)).map((entry) => entry.amount)).toEqual([15, 10, 5]);
    });

    await followAnchor(db, fan.id, anchor.id, now);
    expect((await listFollowedAnchors(db, fan.id)).map((row) => row.anchorId)).toEqual([anchor.id]);
    expect(await listFollowedAnchors(db, anchor.id)).toEqual([]);
    await insertFeedback(db, fan.id, { content: "Trang tải chậm", contact: "", imageUrl: null, roomNumber: null }, now);
    expect((await listUserFeedback(db, fan.id)).map((row) => row.content)).toEqual(["Trang tải chậm"]);
    expect(await listUserFeedback(db, anchor.id)).toEqual([]);
  });
});
