import { describe, expect, it } from "vitest";
import { backendTarget } from "../../../server/web/backend-proxy";

const BACKEND = "http://127.0.0.1:4100";

describe("backendTarget", () => {
  it("forwards plain file paths under the same prefix, query kept", () => {
    expect(backendTarget(BACKEND, "/uploads/", "/uploads/avatars/0123abcd.png", "")).toBe(`${BACKEND}/uploads/avatars/0123abcd.png`);
    expect(backendTarget(BACKEND, "/uploads/", "/uploads/avatars/0123abcd.png", "?v=2")).toBe(
      `${BACKEND}/uploads/avatars/0123abcd.png?v=2`,
    );
    expect(backendTarget(BACKEND, "/oapi/v1/", "/oapi/v1/menu", "")).toBe(`${BACKEND}/oapi/v1/menu`);
    expect(backendTarget(`${BACKEND}/backend/`, "/oapi/v1/", "/oapi/v1/menu", "")).toBe(`${BACKEND}/backend/oapi/v1/menu`);
  });

  it("refuses every way out of the folder, encoded or not", () => {
    for (const path of [
      "/uploads/../readyz",
      "/uploads/%2e%2e/readyz",
      "/uploads/%2E%2E/readyz",
      "/uploads/..%2freadyz",
      "/uploads/a%2fb.png",
      "/uploads/..%5creadyz",
      "/uploads/..\\readyz",
      "/uploads/%252e%252e/readyz",
      "/uploads/%zz",
      "/uploads/.hidden",
      "/uploads/./a.png",
      "/uploads//a.png",
      "/uploads/",
      "/uploads/a b.png",
      "/uploads/a.png?x",
      "/uploads/a:b.png",
      "/uploads/" + "a/".repeat(8) + "b.png",
    ]) {
      expect(backendTarget(BACKEND, "/uploads/", path, ""), path).toBeNull();
    }
    expect(backendTarget(BACKEND, "/oapi/v1/", "/uploads/a.png", "")).toBeNull();
  });

  it("keeps a query from changing the path", () => {
    expect(backendTarget(BACKEND, "/oapi/v1/", "/oapi/v1/menu", "?/../../readyz")).toBe(`${BACKEND}/oapi/v1/menu?/../../readyz`);
    expect(new URL(backendTarget(BACKEND, "/oapi/v1/", "/oapi/v1/menu", "?#/../readyz") ?? "").pathname).toBe("/oapi/v1/menu");
  });
});
