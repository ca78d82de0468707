import { describe, expect, it } from "vitest";
import { routeGuards } from "~/services/session/route-guards.server";

// Spec section 8: an unknown middleware (route guard) name throws. A route makes its guard when its
// module loads, so the site refuses to start with a misspelt guard instead of opening the page.

describe("route guards", () => {
  it("throws on an unknown guard name, naming it", () => {
    expect(() => routeGuards("auth", "comentator")).toThrow(/Unknown route guard: comentator/);
    expect(() => routeGuards("auth", "commentator", "root", "owner")).toThrow(/Unknown route guard: root/);
  });

  it("throws when the auth check does not come first", () => {
    expect(() => routeGuards("commentator")).toThrow(/start with "auth"/);
    expect(() => routeGuards()).toThrow(/start with "auth"/);
  });

  it("makes a guard of known names", () => {
    expect(typeof routeGuards("auth", "commentator")).toBe("function");
    expect(typeof routeGuards("auth", "owner")).toBe("function");
    expect(typeof routeGuards("auth", "admin")).toBe("function");
  });
});
