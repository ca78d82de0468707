import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AVAILABLE_PATHS } from "../../../server/backend/endpoints/profile/not-available";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { createLoggedInUser } from "./fixtures";

describe("calls whose features come later", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(() => backend.close());

  it.each(NOT_AVAILABLE_PATHS)("%s answers notAvailableYet to a guest and to a user", async (path) => {
    const user = await createLoggedInUser(backend.db);
    for (const sessionId of [undefined, user.sessionId]) {
      const result = await backend.call(path, { matchId: "1" }, sessionId);
      expect([result.errCode, result.errMsg, result.data]).toEqual([400, "notAvailableYet", null]);
    }
  });

  it("covers every path the contract lists as not available yet", () => {
    expect([...NOT_AVAILABLE_PATHS].sort()).toEqual(
      ["/match/reservationMatch", "/highlight/list", "/highlight/detail", "/gift/sendGift", "/live/forbiddenStatus", "/live/forbidden", "/live/detail", "/anchor/liveRoute", "/anchor/liveSet", "/anchor/liveData"].sort(),
    );
  });
});
