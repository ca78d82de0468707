import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t } from "~/services/locale/messages";
import { rawRequest } from "../../helpers/raw-http";
import { startTestSite, type TestSite } from "../../helpers/site";

// What the web node answers itself, before or around Remix: in Vietnamese, never a stack trace.

describe("the web edge's own answers", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.dispose());

  it("a request Remix cannot even read (a Host that is no host) gets the last-resort 500 in Vietnamese", async () => {
    const answer = await rawRequest(site.url, { path: "/", headers: { Host: "khong phai ten may" } });
    expect(answer.status).toBe(500);
    expect(answer.body).toContain(t("errorTryAgain"));
    expect(answer.body).not.toMatch(/\bat\s|Error/);
  });
});
