import { describe, expect, it } from "vitest";
import { foldForSearch, slugify } from "../../../contract/sports/search-text";

describe("foldForSearch and slugify", () => {
  it.each([
    ["Việt Nam", "viet nam", "viet-nam"],
    ["Đức", "duc", "duc"],
    ["Hoàng Anh Gia Lai", "hoang anh gia lai", "hoang-anh-gia-lai"],
    ["Atlético de Madrid", "atletico de madrid", "atletico-de-madrid"],
    ["FC Bayern München", "fc bayern munchen", "fc-bayern-munchen"],
    ["Brighton & Hove Albion FC", "brighton hove albion fc", "brighton-hove-albion-fc"],
    ["  Côte d'Ivoire ", "cote d ivoire", "cote-d-ivoire"],
  ])("%s", (text, folded, slug) => {
    expect(foldForSearch(text)).toBe(folded);
    expect(slugify(text)).toBe(slug);
  });

  it("folds what a user types the same way as the names", () => {
    expect(foldForSearch("VIỆT   NAM!")).toBe(foldForSearch("viet nam"));
  });

  it("keeps no character outside a-z, 0-9 and - in a slug", () => {
    expect(slugify("Ελλάδα 日本 <script>")).toMatch(/^[a-z0-9-]*$/);
  });
});
