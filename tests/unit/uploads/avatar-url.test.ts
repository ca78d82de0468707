import { describe, expect, it } from "vitest";
import { smallAvatarUrl } from "../../../contract/avatar-url";

describe("smallAvatarUrl", () => {
  it("names the 96×96 copy of an avatar stored with its sizes", () => {
    expect(smallAvatarUrl("/uploads/avatars/0123456789abcdef0123456789abcdef-256.jpg")).toBe(
      "/uploads/avatars/0123456789abcdef0123456789abcdef-96.jpg",
    );
    expect(smallAvatarUrl("/uploads/avatars/0123456789abcdef0123456789abcdef-256.png")).toBe(
      "/uploads/avatars/0123456789abcdef0123456789abcdef-96.png",
    );
  });

  it("leaves alone avatars stored without sizes, other folders and outside URLs", () => {
    for (const url of [
      "/uploads/avatars/0123456789abcdef0123456789abcdef.png",
      "/uploads/feedback/0123456789abcdef0123456789abcdef-256.jpg",
      "https://cdn.example.com/uploads/avatars/0123456789abcdef0123456789abcdef-256.jpg",
      "/uploads/avatars/0123456789abcdef0123456789abcdef-256.jpg?x=1",
      "",
    ]) {
      expect(smallAvatarUrl(url), url).toBe(url);
    }
  });
});
