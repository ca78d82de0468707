import { describe, expect, it } from "vitest";
import { mergeServerUser, readUserInfo, type PublicUserInfo } from "../../../contract/domain/user-info";

// Security finding 10: the userInfo cookie is the browser's to write; its icon is rendered as an
// image source, so only a path of this site's uploads is ever taken from it.
const cookie = (icon: string) =>
  JSON.stringify({ uid: "12", nickName: "Fan Hà Nội", icon, cutOutIcon: icon, grow: 1, score: 5, isUser: 1, userType: 1 });

describe("the icon of the userInfo cookie", () => {
  it.each([
    "javascript:alert(1)",
    "https://evil.example/a.png",
    "//evil.example/a.png",
    "/uploads/../readyz",
    "data:image/svg+xml,<svg onload=alert(1)>",
    '/uploads/avatars/a.png"onerror="x',
  ])("drops %s", (icon) => {
    const user = readUserInfo(JSON.parse(cookie(icon)));
    expect(user?.icon).toBeUndefined();
    expect(user?.cutOutIcon).toBeUndefined();
  });

  it("keeps an uploaded avatar's path", () => {
    expect(readUserInfo(JSON.parse(cookie("/uploads/avatars/0a1b2c.png")))?.icon).toBe("/uploads/avatars/0a1b2c.png");
  });

  it("never lets a local icon the server would not vouch for replace the server's", () => {
    const server: PublicUserInfo = {
      uid: "12",
      nickName: "Fan Hà Nội",
      icon: "/uploads/avatars/server.png",
      loginStreak: 1,
      userType: 1,
      grow: 1,
      score: 5,
    };
    const local = readUserInfo(JSON.parse(cookie("javascript:alert(1)")));
    expect(mergeServerUser(server, local).icon).toBe("/uploads/avatars/server.png");
  });
});
