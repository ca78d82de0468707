import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../helpers/raw-http";
import { startTestSite, type TestSite } from "../../helpers/site";
import { tinyPng } from "../../helpers/tiny-png";

// The web node forwards /uploads/*, /oapi/v1/* and /api/v1/* to the backend service; nothing else of the
// backend (its /readyz, its binary endpoints) may be reached that way, however the path is encoded.
// Sent with node:http because fetch would resolve %2e%2e itself before sending.

const ESCAPES = [
  "/uploads/%2e%2e/readyz",
  "/uploads/%2E%2E/readyz",
  "/uploads/%2e%2e/oapi/v1/menu",
  "/uploads/avatars/%2e%2e/%2e%2e/readyz",
  "/uploads/..%2freadyz",
  "/uploads/..%2Freadyz",
  "/uploads/%2e%2e%2freadyz",
  "/uploads/..%5creadyz",
  "/uploads/%5c..%5creadyz",
  "/uploads/..\\readyz",
  "/uploads/%252e%252e/readyz",
  "/uploads/%25252e%25252e/readyz",
  "/uploads/../readyz",
  "/uploads/./../readyz",
  "/uploads/.%2e/readyz",
  "/uploads//readyz",
  "/uploads/avatars/.hidden.png",
  "/uploads/avatars/x.png%00.txt",
  "/oapi/v1/%2e%2e/%2e%2e/readyz",
  "/oapi/v1/..%2f..%2freadyz",
  "/oapi/v1/%2E%2E/%2E%2E/login/login",
  "/oapi/v1/../../readyz",
  "/oapi/v1/%252e%252e/%252e%252e/readyz",
  "/api/v1/%2e%2e/%2e%2e/readyz",
  "/api/v1/..%2f..%2flogin%2flogin",
  "/api/v1/../../readyz",
  "/api/v1/matchs/%2e%2e/%2e%2e/%2e%2e/readyz",
];

describe("the proxy to the backend's uploads and content API", () => {
  let site: TestSite;
  let avatarUrl: string;
  beforeAll(async () => {
    site = await startTestSite();
    const name = `${"ab".repeat(16)}.png`;
    mkdirSync(path.join(site.dataDir, "uploads", "avatars"), { recursive: true });
    writeFileSync(path.join(site.dataDir, "uploads", "avatars", name), tinyPng());
    avatarUrl = `/uploads/avatars/${name}`;
  });
  afterAll(() => site.dispose());

  it("serves files of the uploads folder and the content API as before", async () => {
    const image = await fetch(`${site.url}${avatarUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await image.arrayBuffer()).equals(tinyPng())).toBe(true);
    expect((await fetch(`${site.url}${avatarUrl}?v=2`)).status).toBe(200);
    expect((await fetch(`${site.url}/uploads/avatars/${"cd".repeat(16)}.png`)).status).toBe(404);
    expect((await fetch(`${site.url}/oapi/v1/menu`)).status).toBe(200);
    expect((await fetch(`${site.url}/oapi/v1/configurations?lang=vi`)).status).toBe(200);
    expect((await fetch(`${site.url}/api/v1/comp-list`)).status).toBe(200);
    const matches = await fetch(`${site.url}/api/v1/matchs/recent?size=1`);
    expect(matches.status).toBe(200);
    // A browser's conditional request reaches the backend with its validator and gets its 304.
    const again = await fetch(`${site.url}/api/v1/matchs/recent?size=1`, {
      headers: { "If-None-Match": matches.headers.get("etag") ?? "", "Cache-Control": "max-age=0" },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${site.url}/api/v1/matchs/recent?page=0`)).status).toBe(400);
  });

  it.each(ESCAPES)("answers 404 to %s without reaching another backend path", async (target) => {
    const answer = await rawRequest(site.url, { path: target });
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain("ready");
    expect(answer.body).not.toContain('"data"');
  });
});
