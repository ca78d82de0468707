import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../helpers/site";

// `npm start` runs the embedded backend service in a thread of its own (decision 022); the other
// integration tests run it in their own thread, the browser and process tests run the compiled one.
describe("the backend service in its own thread", () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite({}, undefined, { backendThread: true });
  });

  afterAll(() => site.dispose());

  it("serves the site's pages and its own calls from its loopback port", async () => {
    expect((await fetch(`${site.backendUrl}/readyz`)).status).toBe(200);
    const page = await fetch(`${site.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Lịch trực tiếp");
    const menu = (await (await fetch(`${site.url}/oapi/v1/menu`)).json()) as { data: unknown[] };
    expect(menu.data.length).toBeGreaterThan(0);
  });

  it("stops with the site: its port no longer answers", async () => {
    const other = await startTestSite({}, undefined, { backendThread: true });
    await other.dispose();
    await expect(fetch(`${other.backendUrl}/healthz`)).rejects.toThrow();
  });
});
