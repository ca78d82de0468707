import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PublicFollowedAnchor } from "../../../server/profile/follows";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { createLoggedInUser, type LoggedInUser } from "./fixtures";

describe.each(databaseKinds())("/live/attention, /live/attentionList, /match/reservationList (%s)", (kind) => {
  let backend: TestBackend;
  let fan: LoggedInUser;
  let commentator: LoggedInUser;
  let otherCommentator: LoggedInUser;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
    fan = await createLoggedInUser(backend.db);
    commentator = await createLoggedInUser(backend.db, { userType: 2, nickname: "BLV Quang Huy" });
    otherCommentator = await createLoggedInUser(backend.db, { userType: 2, nickname: "BLV Tạ Biên Cương" });
  });
  afterAll(() => backend.close());

  const attention = (param: unknown, caller = fan) => backend.call("/live/attention", param, caller.sessionId);
  const followed = async (caller = fan) => {
    const result = await backend.call("/live/attentionList", {}, caller.sessionId);
    expect(result.errCode).toBe(200);
    return (result.data as { items: PublicFollowedAnchor[] }).items;
  };

  it("answers a guest with errCode 100", async () => {
    expect((await backend.call("/live/attention", { anchorId: commentator.user.id, follow: true })).errCode).toBe(100);
    expect((await backend.call("/live/attentionList", {})).errCode).toBe(100);
    expect((await backend.call("/match/reservationList", {})).errCode).toBe(100);
  });

  it("follows a commentator, by id as number or text, idempotently", async () => {
    expect(await followed()).toEqual([]);
    const result = await attention({ anchorId: commentator.user.id, follow: true });
    expect([result.errCode, result.data]).toEqual([200, { following: true }]);
    expect((await attention({ anchorId: String(commentator.user.id), follow: true })).data).toEqual({ following: true });
    const items = await followed();
    expect(items).toEqual([
      {
        anchorId: String(commentator.user.id),
        nickName: "BLV Quang Huy",
        icon: "",
        followedAt: expect.stringMatching(/Z$/),
        isLive: false,
        roomSlug: null,
      },
    ]);
  });

  it("lists the most recently followed first; another user's follows are not listed", async () => {
    await attention({ anchorId: otherCommentator.user.id, follow: true });
    expect((await followed()).map((item) => item.anchorId)).toEqual([String(otherCommentator.user.id), String(commentator.user.id)]);
    const stranger = await createLoggedInUser(backend.db);
    expect(await followed(stranger)).toEqual([]);
  });

  it("unfollows, idempotently", async () => {
    for (let time = 0; time < 2; time += 1) {
      const result = await attention({ anchorId: otherCommentator.user.id, follow: false });
      expect([result.errCode, result.data]).toEqual([200, { following: false }]);
    }
    expect((await followed()).map((item) => item.anchorId)).toEqual([String(commentator.user.id)]);
  });

  it("refuses a user who is no commentator, an unknown id, oneself and bad params", async () => {
    const normal = await createLoggedInUser(backend.db);
    const cases: unknown[] = [
      { anchorId: normal.user.id, follow: true },
      { anchorId: 2_000_000_000, follow: true },
      { anchorId: 99_999_999_999, follow: true },
      { anchorId: "12a", follow: true },
      { anchorId: 1.5, follow: true },
      { anchorId: commentator.user.id, follow: "yes" },
      { anchorId: commentator.user.id },
      null,
    ];
    for (const param of cases) {
      const result = await attention(param);
      expect([result.errCode, result.errMsg], JSON.stringify(param)).toEqual([400, "errorOccurred"]);
    }
    expect((await attention({ anchorId: commentator.user.id, follow: true }, commentator)).errMsg).toBe("errorOccurred");
    expect(await followed(commentator)).toEqual([]);
  });
});
