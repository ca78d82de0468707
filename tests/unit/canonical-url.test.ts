import { describe, expect, it } from "vitest";
import { canonicalUrl } from "~/components/seo/CanonicalLink";

describe("canonicalUrl", () => {
  it("keeps the path and the parameters that choose what a page shows, sorted, and drops the rest", () => {
    expect(canonicalUrl("https://vsport.vn", "/news", "?utm_source=zalo&trang=2&fbclid=abc&chuyen-muc=v-league")).toBe(
      "https://vsport.vn/news?chuyen-muc=v-league&trang=2",
    );
    expect(canonicalUrl("https://vsport.vn", "/", "")).toBe("https://vsport.vn/");
    expect(canonicalUrl("https://vsport.vn", "/lich-truc-tiep", "?ngay=&modal=login")).toBe("https://vsport.vn/lich-truc-tiep");
  });
});
