import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKEND_CALLS } from "../../../contract/backend-calls";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { createLoggedInUser } from "./fixtures";

const PLANNED_PATHS = Object.values(BACKEND_CALLS).flatMap((call) => ("planned" in call ? [call.path] : []));

describe("calls whose features come later", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(() => backend.close());

  it.each(PLANNED_PATHS)("%s answers notAvailableYet to a guest and to a user", async (path) => {
    const user = await createLoggedInUser(backend.db);
    for (const sessionId of [undefined, user.sessionId]) {
      const result = await backend.call(path, { matchId: "1" }, sessionId);
      expect([result.errCode, result.errMsg, result.data]).toEqual([400, "notAvailableYet", null]);
    }
  });

  it("covers the calls of the sports, live-room and gift work, and only those", () => {
    expect([...PLANNED_PATHS].sort()).toEqual(
      ["/match/reservationMatch", "/highlight/list", "/highlight/detail", "/gift/sendGift", "/live/forbiddenStatus", "/live/forbidden", "/live/detail", "/anchor/liveRoute", "/anchor/liveSet", "/anchor/liveData"].sort(),
    );
  });
});
