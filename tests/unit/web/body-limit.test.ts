import { describe, expect, it } from "vitest";
import { IMAGE_FORM_MAX_REQUEST_BYTES } from "~/services/forms/intent-action.server";
import { MAX_JSON_BODY_BYTES } from "~/services/transport/api-door.server";
import { MAX_IMAGE_BYTES } from "../../../contract/images";
import {
  IMAGE_FORM_BODY_LIMIT,
  bodyLimitOf,
  DOOR_BODY_LIMIT,
  FORM_BODY_LIMIT,
  USER_CENTRE_BODY_LIMIT,
} from "../../../server/web/body-limit";

describe("body limits of the web edge", () => {
  it("let through what the door and the user centre read themselves, and no more", () => {
    expect(DOOR_BODY_LIMIT).toBe(MAX_JSON_BODY_BYTES);
    expect(USER_CENTRE_BODY_LIMIT).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(IMAGE_FORM_BODY_LIMIT).toBe(IMAGE_FORM_MAX_REQUEST_BYTES);
  });

  it("choose the limit by path", () => {
    expect(bodyLimitOf("/api/login")).toEqual({ bytes: DOOR_BODY_LIMIT, message: "requestTooLarge" });
    expect(bodyLimitOf("/user")).toEqual({ bytes: USER_CENTRE_BODY_LIMIT, message: "uploadTooLarge" });
    for (const path of ["/quan-tri/bai-viet/moi", "/quan-tri/cai-dat", "/commentator", "/commentator/lich"])
      expect(bodyLimitOf(path)).toEqual({ bytes: IMAGE_FORM_BODY_LIMIT, message: "uploadTooLarge" });
    for (const path of ["/", "/account/login", "/theme", "/user/x", "/users", "/apis", "/quan-tri-x", "/commentators"])
      expect(bodyLimitOf(path).bytes, path).toBe(FORM_BODY_LIMIT);
  });
});
