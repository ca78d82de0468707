import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKEND_CALLS } from "../../../contract/backend-calls";
import { createSession } from "../../../server/db/repositories/sessions";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { createLoggedInUser } from "./fixtures";

const CALLS = Object.values(BACKEND_CALLS);
const PLANNED_PATHS = CALLS.flatMap((call) => ("planned" in call ? [call.path] : []));
const IMPLEMENTED_PATHS = [...new Set(CALLS.flatMap((call) => ("planned" in call ? [] : [call.path])))];

describe("calls whose features come later", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(() => backend.close());

  it("are in the registry, as are implemented ones", () => {
    expect(PLANNED_PATHS.length).toBeGreaterThan(0);
    expect(IMPLEMENTED_PATHS.length).toBeGreaterThan(0);
  });

  it.each(PLANNED_PATHS)("%s answers notAvailableYet to a guest and to a user", async (path) => {
    const user = await createLoggedInUser(backend.db);
    for (const sessionId of [undefined, user.sessionId]) {
      const result = await backend.call(path, { matchId: "1" }, sessionId);
      expect([result.errCode, result.errMsg, result.data]).toEqual([400, "notAvailableYet", null]);
    }
  });

  it("are the only ones answering notAvailableYet: every implemented call answers otherwise", async () => {
    const user = await createLoggedInUser(backend.db);
    for (const path of IMPLEMENTED_PATHS) {
      // A session of its own for each call, since one of them is the logout.
      const sessionId = await createSession(backend.db, user.user.id, false);
      const result = await backend.call(path, { matchId: "1" }, sessionId);
      expect(result.errMsg, path).not.toBe("notAvailableYet");
      expect([100, 200, 400], path).toContain(result.errCode);
    }
  });
});
