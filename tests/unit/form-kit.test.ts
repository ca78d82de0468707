import { describe, expect, it } from "vitest";
import { firstProblem, messageKeyOf } from "~/services/forms/problems";
import { refusalErrors, refusalResult } from "~/services/forms/refusal";

// The action side of the form kit (app/services/forms, decision 017): what a refusal says and
// where the backend's refusals go.

describe("firstProblem", () => {
  it("names the form's own problem first, then the fields in the order given, each by its first message", () => {
    const errors = { content: ["feedbackRequired", "feedbackLength"], contact: ["feedbackLength"] };
    expect(firstProblem(errors, ["content", "contact"])).toBe("feedbackRequired");
    expect(firstProblem(errors, ["contact", "content"])).toBe("feedbackLength");
    expect(firstProblem({ ...errors, "": ["errorTryAgain"] }, ["content"])).toBe("errorTryAgain");
  });

  it("falls back to any field the order does not list, and to nothing", () => {
    expect(firstProblem({ roomNumber: ["roomNumberInvalid"] }, ["content"])).toBe("roomNumberInvalid");
    expect(firstProblem({ content: null }, ["content"])).toBeUndefined();
    expect(firstProblem(undefined, [])).toBeUndefined();
  });

  it("reads a message that is not a key as 'errorOccurred'", () => {
    expect(firstProblem({ nickname: ["Required"] }, ["nickname"])).toBe("errorOccurred");
    expect(messageKeyOf("phoneInvalid")).toBe("phoneInvalid");
    expect(messageKeyOf(undefined)).toBe("errorOccurred");
  });
});

describe("refusalErrors", () => {
  const placement = {
    fields: ["currentPassword", "newPassword"],
    fieldOf: { currentPasswordWrong: "currentPassword", passwordTooShort: "newPassword", phoneTaken: "phone" },
    fallback: "errorTryAgain",
  } as const;

  it("puts the backend's message under the field its key belongs to", () => {
    expect(refusalErrors({ message: "currentPasswordWrong" }, placement)).toEqual({
      formErrors: [],
      fieldErrors: { currentPassword: ["currentPasswordWrong"] },
    });
  });

  it("places the backend's fieldErrors by key, else by the backend's field name when the form has it", () => {
    const refusal = {
      message: "errorOccurred",
      data: { fieldErrors: { password: "passwordTooShort", currentPassword: "currentPasswordRequired", other: "nicknameInvalid" } },
    };
    expect(refusalErrors(refusal, placement)).toEqual({
      formErrors: ["errorOccurred"],
      fieldErrors: { newPassword: ["passwordTooShort"], currentPassword: ["currentPasswordRequired"] },
    });
  });

  it("keeps one key a field, and makes the rest the form's error", () => {
    const refusal = { message: "passwordTooShort", data: { fieldErrors: { password: "passwordTooLong" } } };
    expect(refusalErrors(refusal, { ...placement, fieldOf: { ...placement.fieldOf, passwordTooLong: "newPassword" } })).toEqual({
      formErrors: [],
      fieldErrors: { newPassword: ["passwordTooLong"] },
    });
    // A key of a field this form does not have belongs to the form.
    expect(refusalErrors({ message: "phoneTaken" }, placement)).toEqual({ formErrors: ["phoneTaken"], fieldErrors: {} });
  });

  it("shows the fallback for a message it cannot show, and ignores fieldErrors that are not keys", () => {
    expect(
      refusalErrors(
        { message: "Internal Server Error", data: { fieldErrors: { newPassword: "too short", currentPassword: 3 } } },
        placement,
      ),
    ).toEqual({
      formErrors: ["errorTryAgain"],
      fieldErrors: {},
    });
    expect(refusalErrors({ message: "currentPasswordWrong", data: "nonsense" }, placement).fieldErrors).toEqual({
      currentPassword: ["currentPasswordWrong"],
    });
  });
});

describe("refusalResult", () => {
  it("is an error of the whole post, with nothing typed in it", () => {
    expect(refusalResult("imageTooLarge")).toEqual({ status: "error", error: { "": ["imageTooLarge"] } });
  });
});
