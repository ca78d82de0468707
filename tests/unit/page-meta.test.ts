import { describe, expect, it } from "vitest";
import { pageMeta } from "~/services/shell/page-meta";

describe("pageMeta", () => {
  it("titles the page with the site's name and describes it, for search results and link previews (Open Graph and Twitter cards)", () => {
    const meta = pageMeta([{ id: "root", data: { siteName: "Thể thao" } }], "Lịch trực tiếp", "Lịch các trận hôm nay");
    expect(meta).toEqual([
      { title: "Lịch trực tiếp | Thể thao" },
      { name: "description", content: "Lịch các trận hôm nay" },
      { property: "og:title", content: "Lịch trực tiếp | Thể thao" },
      { property: "og:description", content: "Lịch các trận hôm nay" },
      { property: "og:site_name", content: "Thể thao" },
      { property: "og:type", content: "website" },
      { name: "twitter:card", content: "summary" },
      { name: "twitter:title", content: "Lịch trực tiếp | Thể thao" },
      { name: "twitter:description", content: "Lịch các trận hôm nay" },
    ]);
  });

  it("falls back to vsport without the root's data (an error screen)", () => {
    expect(pageMeta([], "Trang chủ", "Mô tả")[0]).toEqual({ title: "Trang chủ | vsport" });
  });
});
