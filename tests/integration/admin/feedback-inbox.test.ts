import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../server/admin/tables";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { createLoggedInUser, type LoggedInUser } from "../profile/fixtures";

// The admins' feedback inbox (issue 10): every user's feedback by status; Processed with a reply the
// user sees; refused to anyone but an admin; every write in the audit log.

describe("the feedback inbox", () => {
  let backend: TestBackend;
  let fan: LoggedInUser;
  let admin: LoggedInUser;
  let commentator: LoggedInUser;
  const call = (path: string, param: unknown, user: LoggedInUser) => backend.call(path, param, user.sessionId);

  beforeAll(async () => {
    backend = await startTestBackend();
    fan = await createLoggedInUser(backend.db, { nickname: "Người hâm mộ" });
    admin = await createLoggedInUser(backend.db, { userType: 3, nickname: "Quản trị" });
    commentator = await createLoggedInUser(backend.db, { userType: 2 });
    for (const content of ["Trang lịch thi đấu tải chậm vào buổi tối", "Xin thêm giải V.League 2 vào lịch"])
      expect((await call("/sys/feedback", { content, contact: "0912345678" }, fan)).errCode).toBe(200);
  });
  afterAll(() => backend.close());

  it("lists every user's feedback to an admin, newest first, by status, with who sent it", async () => {
    const all = await call("/admin/feedbackList", {}, admin);
    expect(all.errCode).toBe(200);
    expect(all.data).toMatchObject({
      total: 2,
      page: 1,
      size: 20,
      items: [
        {
          content: "Xin thêm giải V.League 2 vào lịch",
          status: "Unprocessed",
          reply: null,
          user: { id: fan.user.id, nickName: "Người hâm mộ" },
        },
        { content: "Trang lịch thi đấu tải chậm vào buổi tối" },
      ],
    });
    expect((await call("/admin/feedbackList", { status: "Processed" }, admin)).data).toMatchObject({ total: 0, items: [] });
  });

  it("marks one Processed with a reply that the user then reads in their own list, and records it", async () => {
    const list = (await call("/admin/feedbackList", { status: "Unprocessed" }, admin)).data as { items: { id: number }[] };
    const id = list.items[1]?.id ?? 0;
    const processed = await call("/admin/feedbackProcess", { id, reply: "  Cảm ơn bạn, trang đã nhanh hơn.  " }, admin);
    expect(processed.errCode).toBe(200);
    expect(processed.data).toMatchObject({
      feedback: { id, status: "Processed", reply: "Cảm ơn bạn, trang đã nhanh hơn.", processedAt: expect.any(String) },
    });

    const own = (await call("/sys/feedbackList", {}, fan)).data as { items: { id: number; status: string; reply: string | null }[] };
    expect(own.items.find((item) => item.id === id)).toMatchObject({ status: "Processed", reply: "Cảm ơn bạn, trang đã nhanh hơn." });
    expect((await call("/admin/feedbackList", { status: "Processed" }, admin)).data).toMatchObject({ total: 1 });

    const audit = await backend.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `feedback:${id}`));
    expect(audit).toMatchObject([
      { actorId: admin.user.id, action: "feedback.process", detail: { reply: "Cảm ơn bạn, trang đã nhanh hơn." } },
    ]);
  });

  it("refuses a fan and a commentator, an unknown feedback, a reply over 2000 characters and bad parameters, changing nothing", async () => {
    for (const user of [fan, commentator]) {
      expect((await call("/admin/feedbackList", {}, user)).errCode, "list").not.toBe(200);
      expect((await call("/admin/feedbackProcess", { id: 1 }, user)).errCode, "process").not.toBe(200);
    }
    const unknown = await call("/admin/feedbackProcess", { id: 999_999 }, admin);
    expect([unknown.errCode, unknown.errMsg]).toEqual([400, "feedbackNotFound"]);
    const list = (await call("/admin/feedbackList", { status: "Unprocessed" }, admin)).data as { items: { id: number }[] };
    const id = list.items[0]?.id ?? 0;
    const long = await call("/admin/feedbackProcess", { id, reply: "x".repeat(2001) }, admin);
    expect([long.errCode, long.errMsg]).toEqual([400, "feedbackReplyTooLong"]);
    for (const param of [{ status: "Done" }, { page: 0 }, { page: "2" }, { extra: 1 }])
      expect((await call("/admin/feedbackList", param, admin)).errCode, JSON.stringify(param)).toBe(400);
    expect((await call("/admin/feedbackList", { status: "Unprocessed" }, admin)).data).toMatchObject({ total: 1 });
  });
});
