import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKEND_CALLS } from "../../../contract/backend-calls";
import { createSession } from "../../../server/db/repositories/sessions";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { createLoggedInUser } from "./fixtures";

const PATHS = [...new Set(Object.values(BACKEND_CALLS).map((call) => call.path))];

describe("every call of the registry", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(() => backend.close());

  it("has a handler: the backend answers it with a result code, never as an unknown path", async () => {
    const user = await createLoggedInUser(backend.db);
    for (const path of PATHS) {
      // A session of its own for each call, since one of them is the logout.
      const sessionId = await createSession(backend.db, user.user.id, false);
      const result = await backend.call(path, { matchId: "1" }, sessionId);
      expect([100, 200, 400], path).toContain(result.errCode);
    }
  });
});
