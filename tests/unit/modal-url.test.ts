import { describe, expect, it } from "vitest";
import { hrefWithModal, modalFromSearch } from "~/services/shell/modal-url";

describe("modal URL parameter", () => {
  it("reads only known modal names", () => {
    expect(modalFromSearch("?modal=login")).toBe("login");
    expect(modalFromSearch("?modal=notifications&x=1")).toBe("notifications");
    expect(modalFromSearch("?modal=admin")).toBeNull();
    expect(modalFromSearch("")).toBeNull();
  });

  it("adds and removes the parameter, keeping the rest", () => {
    expect(hrefWithModal({ pathname: "/ket-qua", search: "?page=2" }, "search")).toBe("/ket-qua?page=2&modal=search");
    expect(hrefWithModal({ pathname: "/ket-qua", search: "?page=2&modal=search" }, null)).toBe("/ket-qua?page=2");
    expect(hrefWithModal({ pathname: "/", search: "?modal=login" }, null)).toBe("/");
  });
});
