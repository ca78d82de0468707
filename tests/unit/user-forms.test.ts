import { describe, expect, it, vi } from "vitest";
import { type z } from "zod";
import { MAX_IMAGE_BYTES } from "../../contract/images";
import { isAcceptableBirthday } from "../../contract/input-rules";
import { checkForm, readForm } from "~/services/forms/parse";
import { isMessageKey } from "../../contract/message-keys";
import { formatDate } from "~/services/locale/time";
import {
  BROWSER_USER_FORM_SCHEMAS,
  NEVER_ECHOED,
  siteToday,
  USER_FORM_INTENTS,
  USER_FORM_SCHEMAS,
  type UserFormData,
  type UserFormIntent,
} from "~/services/user-centre/forms";

// The user centre's schemas as the /user action reads them (conform's parse, readForm), and as
// the page checks them before posting (checkForm with the browser's schemas).

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
const BMP = new TextEncoder().encode("BM:\u0000\u0000\u0000\u0000\u0000");

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function file(bytes: Uint8Array<ArrayBuffer>, name = "picture.png", type = "image/png", padTo = 0): File {
  return new File([bytes, new Uint8Array(Math.max(0, padTo - bytes.length))], name, { type });
}

/** What a browser posts for a file input left empty. */
const NO_FILE = new File([], "", { type: "application/octet-stream" });

/** Each field's first message ("" for the form's own), as conform reports them. */
function firstErrors(error: Record<string, string[] | null> | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    const first = messages?.[0];
    if (first !== undefined) errors[name] = first;
  }
  return errors;
}

/** The action's reading of one form. */
async function parseUserForm<I extends UserFormIntent>(
  intent: I,
  formData: FormData,
): Promise<{ success: true; data: UserFormData<I> } | { success: false; errors: Record<string, string> }> {
  const schema: z.ZodType<UserFormData<I>, z.ZodTypeDef, unknown> = USER_FORM_SCHEMAS[intent];
  const submission = await readForm(formData, schema);
  return submission.status === "success"
    ? { success: true, data: submission.value }
    : { success: false, errors: firstErrors(submission.error) };
}

async function errorsOf(intent: UserFormIntent, fields: Record<string, string | Blob>) {
  const parsed = await parseUserForm(intent, form(fields));
  return parsed.success ? {} : parsed.errors;
}

/** The browser's reading of one form, before it is posted. */
function browserErrorsOf(intent: UserFormIntent, fields: Record<string, string | Blob>) {
  const schema: z.ZodTypeAny = BROWSER_USER_FORM_SCHEMAS[intent];
  const submission = checkForm(form(fields), schema);
  return submission.status === "success" ? {} : firstErrors(submission.error);
}

describe("profile form", () => {
  it("trims the nickname and leaves blank choices unset", async () => {
    const parsed = await parseUserForm("profile", form({ nickname: "  Fan Hà Nội  ", gender: "", birthday: "" }));
    expect(parsed).toEqual({ success: true, data: { nickname: "Fan Hà Nội", gender: undefined, birthday: undefined } });
  });

  it("accepts every gender and a real past birthday", async () => {
    for (const gender of ["male", "female", "other"]) {
      const parsed = await parseUserForm("profile", form({ nickname: "fan_hanoi", gender, birthday: "1995-04-30" }));
      expect(parsed).toEqual({ success: true, data: { nickname: "fan_hanoi", gender, birthday: "1995-04-30" } });
    }
  });

  it("counts characters as people do, not UTF-16 units", async () => {
    expect(await errorsOf("profile", { nickname: "Đường" })).toEqual({ nickname: "nicknameTooShort" });
    expect(await errorsOf("profile", { nickname: "Đường6" })).toEqual({});
    expect(await errorsOf("profile", { nickname: "⚽".repeat(32) })).toEqual({});
    expect(await errorsOf("profile", { nickname: "⚽".repeat(33) })).toEqual({ nickname: "nicknameTooLong" });
  });

  it("refuses short, invisible-control and missing nicknames", async () => {
    expect(await errorsOf("profile", { nickname: "abc" })).toEqual({ nickname: "nicknameTooShort" });
    expect(await errorsOf("profile", { nickname: "      " })).toEqual({ nickname: "nicknameTooShort" });
    expect(await errorsOf("profile", {})).toEqual({ nickname: "nicknameTooShort" });
    expect(await errorsOf("profile", { nickname: "admin\u202Eabcdef" })).toEqual({ nickname: "nicknameInvalid" });
    expect(await errorsOf("profile", { nickname: "line\nbreak" })).toEqual({ nickname: "nicknameInvalid" });
  });

  it("refuses an unknown gender and impossible birthdays", async () => {
    expect(await errorsOf("profile", { nickname: "fan_hanoi", gender: "robot" })).toEqual({ gender: "genderInvalid" });
    for (const birthday of ["2023-02-30", "1899-12-31", "30/04/1995", "abc", "2999-01-01"]) {
      expect(await errorsOf("profile", { nickname: "fan_hanoi", birthday }), birthday).toEqual({ birthday: "birthDateInvalid" });
    }
  });

  it("reads a file posted in a text field as nothing", async () => {
    expect(await errorsOf("profile", { nickname: file(PNG) })).toEqual({ nickname: "nicknameTooShort" });
  });
});

describe("birthdays", () => {
  it("today in Bangkok is accepted, tomorrow is not", () => {
    // A fixed clock: read twice around Bangkok midnight, the real one would give two different days.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2025, 0, 1, 16, 59, 59, 999) });
    let today: string;
    try {
      today = siteToday();
      expect(today).toBe(formatDate(Date.now()));
      expect(today).toBe("2025-01-01");
    } finally {
      vi.useRealTimers();
    }
    expect(isAcceptableBirthday(today, today)).toBe(true);
    expect(isAcceptableBirthday("2024-02-29", "2025-01-01")).toBe(true);
    expect(isAcceptableBirthday("2023-02-29", "2025-01-01")).toBe(false);
    expect(isAcceptableBirthday("2025-01-02", "2025-01-01")).toBe(false);
    expect(isAcceptableBirthday("1900-01-01", "2025-01-01")).toBe(true);
  });

  it("uses the Bangkok calendar: 18:00 UTC is already the next day", () => {
    expect(siteToday(Date.UTC(2025, 0, 1, 18, 0))).toBe("2025-01-02");
    expect(siteToday(Date.UTC(2025, 0, 1, 16, 59))).toBe("2025-01-01");
  });
});

describe("avatar form", () => {
  it("accepts PNG and JPEG by content, whatever the name says", async () => {
    expect(await errorsOf("avatar", { avatar: file(PNG) })).toEqual({});
    expect(await errorsOf("avatar", { avatar: file(JPEG, "photo.txt", "text/plain") })).toEqual({});
  });

  it("refuses a text file named .png, a GIF and a BMP", async () => {
    const textAsPng = new File(["not a picture at all"], "avatar.png", { type: "image/png" });
    expect(await errorsOf("avatar", { avatar: textAsPng })).toEqual({ avatar: "avatarWrongType" });
    expect(await errorsOf("avatar", { avatar: file(GIF, "a.gif", "image/gif") })).toEqual({ avatar: "avatarWrongType" });
    expect(await errorsOf("avatar", { avatar: file(BMP, "a.bmp", "image/bmp") })).toEqual({ avatar: "avatarWrongType" });
  });

  it("takes exactly 2MB and refuses one byte more", async () => {
    expect(await errorsOf("avatar", { avatar: file(PNG, "big.png", "image/png", MAX_IMAGE_BYTES) })).toEqual({});
    expect(await errorsOf("avatar", { avatar: file(PNG, "big.png", "image/png", MAX_IMAGE_BYTES + 1) })).toEqual({
      avatar: "avatarTooLarge",
    });
  });

  it("asks for a file when none was chosen", async () => {
    expect(await errorsOf("avatar", { avatar: NO_FILE })).toEqual({ avatar: "avatarRequired" });
    expect(await errorsOf("avatar", {})).toEqual({ avatar: "avatarRequired" });
    expect(await errorsOf("avatar", { avatar: "iVBORw0KGgo=" })).toEqual({ avatar: "avatarRequired" });
  });
});

describe("password form", () => {
  it("needs the current password and a new one of 6-128 characters", async () => {
    expect(await errorsOf("password", { currentPassword: "old-secret", newPassword: "new-secret" })).toEqual({});
    expect(await errorsOf("password", { currentPassword: "", newPassword: "new-secret" })).toEqual({
      currentPassword: "currentPasswordRequired",
    });
    expect(await errorsOf("password", { currentPassword: "old-secret", newPassword: "12345" })).toEqual({
      newPassword: "passwordTooShort",
    });
    expect(await errorsOf("password", { currentPassword: "old-secret", newPassword: "x".repeat(129) })).toEqual({
      newPassword: "passwordTooLong",
    });
  });

  it("keeps spaces in passwords", async () => {
    const parsed = await parseUserForm("password", form({ currentPassword: " old ", newPassword: "  new  " }));
    expect(parsed).toEqual({ success: true, data: { currentPassword: " old ", newPassword: "  new  " } });
  });
});

describe("phone forms", () => {
  it("accepts ten digits starting with 0, written with spaces or dots", async () => {
    expect(await parseUserForm("bindPhoneSendCode", form({ phone: "0912 345.678" }))).toEqual({
      success: true,
      data: { phone: "0912345678" },
    });
    expect(await parseUserForm("bindPhoneVerify", form({ phone: "0912345678", code: " 123456 " }))).toEqual({
      success: true,
      data: { phone: "0912345678", code: "123456" },
    });
  });

  it("refuses other phones and codes", async () => {
    for (const phone of ["912345678", "09123456789", "+84912345678", "abcdefghij", ""]) {
      expect(await errorsOf("bindPhoneSendCode", { phone }), phone).toEqual({ phone: "phoneInvalid" });
    }
    expect(await errorsOf("bindPhoneVerify", { phone: "0912345678", code: "12345" })).toEqual({ code: "smsCodeInvalid" });
    expect(await errorsOf("bindPhoneVerify", { phone: "0912345678", code: "abcdef" })).toEqual({ code: "smsCodeInvalid" });
  });
});

describe("feedback form", () => {
  const valid = { content: "Trang web rất hay", contact: "fan@example.vn" };

  it("accepts content and contact, with an optional image and room number", async () => {
    expect(await parseUserForm("feedback", form({ ...valid, image: NO_FILE, roomNumber: "" }))).toEqual({
      success: true,
      data: { ...valid, image: undefined, roomNumber: undefined },
    });
    for (const image of [file(PNG), file(JPEG, "a.jpg", "image/jpeg"), file(GIF, "a.gif", "image/gif")]) {
      const parsed = await parseUserForm("feedback", form({ ...valid, image, roomNumber: "1024" }));
      expect(parsed.success && parsed.data.image?.size).toBe(image.size);
      expect(parsed.success && parsed.data.roomNumber).toBe("1024");
    }
  });

  it("needs both texts, each 6-500 characters", async () => {
    expect(await errorsOf("feedback", {})).toEqual({ content: "feedbackRequired", contact: "feedbackRequired" });
    expect(await errorsOf("feedback", { content: "   ", contact: valid.contact })).toEqual({ content: "feedbackRequired" });
    expect(await errorsOf("feedback", { content: valid.content, contact: "" })).toEqual({ contact: "feedbackRequired" });
    expect(await errorsOf("feedback", { content: "ngắn", contact: valid.contact })).toEqual({ content: "feedbackLength" });
    expect(await errorsOf("feedback", { content: "x".repeat(501), contact: valid.contact })).toEqual({ content: "feedbackLength" });
    expect(await errorsOf("feedback", { content: "x".repeat(500), contact: "y".repeat(500) })).toEqual({});
  });

  it("counts a line break once, as the browser's counter does", async () => {
    const content = `${"a".repeat(249)}\r\n${"b".repeat(250)}`;
    const parsed = await parseUserForm("feedback", form({ content, contact: valid.contact }));
    expect(parsed.success && parsed.data.content).toBe(`${"a".repeat(249)}\n${"b".repeat(250)}`);
  });

  it("refuses a BMP or text image, an image over 2MB and a room number with letters", async () => {
    expect(await errorsOf("feedback", { ...valid, image: file(BMP, "a.bmp", "image/bmp") })).toEqual({ image: "feedbackImageWrongType" });
    expect(await errorsOf("feedback", { ...valid, image: new File(["<html>"], "a.gif", { type: "image/gif" }) })).toEqual({
      image: "feedbackImageWrongType",
    });
    expect(await errorsOf("feedback", { ...valid, image: file(GIF, "a.gif", "image/gif", MAX_IMAGE_BYTES + 1) })).toEqual({
      image: "imageTooLarge",
    });
    expect(await errorsOf("feedback", { ...valid, roomNumber: "12a" })).toEqual({ roomNumber: "roomNumberInvalid" });
    expect(await errorsOf("feedback", { ...valid, roomNumber: "1".repeat(21) })).toEqual({ roomNumber: "roomNumberInvalid" });
  });
});

describe("unfollow form", () => {
  it("needs a numeric commentator id", async () => {
    expect(await parseUserForm("unfollow", form({ anchorId: "12" }))).toEqual({ success: true, data: { anchorId: "12" } });
    for (const anchorId of ["", "abc", "0", "-1", "12345678901"]) {
      expect(await errorsOf("unfollow", { anchorId }), anchorId).toEqual({ anchorId: "errorOccurred" });
    }
  });
});

describe("every refusal is a message key", () => {
  it("for garbage in every field of every form", async () => {
    const garbage = {
      nickname: "\u0000",
      gender: "x",
      birthday: "x",
      avatar: "x",
      currentPassword: "",
      newPassword: "",
      phone: "x",
      code: "x",
      content: "",
      contact: "",
      image: "x",
      roomNumber: "x",
      anchorId: "x",
    };
    for (const intent of USER_FORM_INTENTS) {
      const parsed = await USER_FORM_SCHEMAS[intent].safeParseAsync(garbage);
      expect(parsed.success, intent).toBe(false);
      if (!parsed.success)
        for (const issue of parsed.error.issues) expect(isMessageKey(issue.message), `${intent}: ${issue.message}`).toBe(true);
    }
  });
});

describe("the browser's check", () => {
  it("is synchronous for every form, and its refusals are message keys", () => {
    const garbage = {
      nickname: "\u0000",
      gender: "x",
      birthday: "x",
      avatar: "x",
      currentPassword: "",
      newPassword: "",
      phone: "x",
      code: "x",
      content: "",
      contact: "",
      image: "x",
      roomNumber: "x",
      anchorId: "x",
    };
    for (const intent of USER_FORM_INTENTS) {
      const parsed = BROWSER_USER_FORM_SCHEMAS[intent].safeParse(garbage);
      expect(parsed.success, intent).toBe(false);
      if (!parsed.success)
        for (const issue of parsed.error.issues) expect(isMessageKey(issue.message), `${intent}: ${issue.message}`).toBe(true);
    }
  });

  it("finds what the action finds in every text field", async () => {
    const typed = [
      ["profile", { nickname: "abc", gender: "robot", birthday: "2999-01-01" }],
      ["password", { currentPassword: "", newPassword: "12345" }],
      ["bindPhoneSendCode", { phone: "12345" }],
      ["bindPhoneVerify", { phone: "0912345678", code: "12a" }],
      ["feedback", { content: "ngắn", contact: "", roomNumber: "12a" }],
      ["unfollow", { anchorId: "abc" }],
    ] as const satisfies readonly (readonly [UserFormIntent, Record<string, string>])[];
    for (const [intent, fields] of typed) {
      const found = await errorsOf(intent, fields);
      expect(Object.keys(found).length, intent).toBeGreaterThan(0);
      expect(browserErrorsOf(intent, fields), intent).toEqual(found);
    }
  });

  it("checks an image's size and takes its declared type as a hint; the action decides by the bytes", async () => {
    expect(browserErrorsOf("avatar", { avatar: file(PNG) })).toEqual({});
    expect(browserErrorsOf("avatar", { avatar: NO_FILE })).toEqual({ avatar: "avatarRequired" });
    expect(browserErrorsOf("avatar", { avatar: file(PNG, "big.png", "image/png", MAX_IMAGE_BYTES + 1) })).toEqual({
      avatar: "avatarTooLarge",
    });
    expect(browserErrorsOf("avatar", { avatar: file(GIF, "a.gif", "image/gif") })).toEqual({ avatar: "avatarWrongType" });
    expect(
      browserErrorsOf("feedback", {
        content: "Trang web rất hay",
        contact: "fan@example.vn",
        image: new File(["MZ"], "a.exe", { type: "application/x-msdownload" }),
      }),
    ).toEqual({
      image: "feedbackImageWrongType",
    });

    // A text file that calls itself a PNG passes the browser; the action reads its bytes and refuses it.
    const textAsPng = new File(["not a picture at all"], "avatar.png", { type: "image/png" });
    expect(browserErrorsOf("avatar", { avatar: textAsPng })).toEqual({});
    expect(await errorsOf("avatar", { avatar: textAsPng })).toEqual({ avatar: "avatarWrongType" });
    // No declared type (an unknown extension) is left to the action too.
    const untyped = new File([JPEG], "photo.heic", { type: "" });
    expect(browserErrorsOf("avatar", { avatar: untyped })).toEqual({});
    expect(await errorsOf("avatar", { avatar: untyped })).toEqual({});
  });
});

describe("what a refused form sends back", () => {
  async function reply(intent: UserFormIntent, fields: Record<string, string | Blob>) {
    const schema: z.ZodTypeAny = USER_FORM_SCHEMAS[intent];
    const submission = await readForm(form({ intent, ...fields }), schema);
    expect(submission.status, intent).toBe("error");
    return submission.reply({ hideFields: [...NEVER_ECHOED[intent]] });
  }

  it("never the passwords", async () => {
    const result = await reply("password", { currentPassword: "bi-mat-cu-1", newPassword: "12345" });
    expect(firstErrors(result.error ?? null)).toEqual({ newPassword: "passwordTooShort" });
    expect(result.initialValue).toEqual({ intent: "password" });
    expect(JSON.stringify(result)).not.toMatch(/bi-mat-cu-1|12345/);
  });

  it("what was typed, but never files or the SMS code", async () => {
    const feedback = await reply("feedback", { content: "chào", contact: "0912345678", image: file(PNG), roomNumber: "12" });
    expect(feedback.initialValue).toEqual({ intent: "feedback", content: "chào", contact: "0912345678", roomNumber: "12" });
    expect((await reply("avatar", { avatar: file(BMP, "a.bmp", "image/bmp") })).initialValue).toEqual({ intent: "avatar" });
    expect((await reply("bindPhoneVerify", { phone: "0912345678", code: "12a" })).initialValue).toEqual({
      intent: "bindPhoneVerify",
      phone: "0912345678",
    });
    expect((await reply("profile", { nickname: "abc", gender: "other", birthday: "1991-01-01" })).initialValue).toEqual({
      intent: "profile",
      nickname: "abc",
      gender: "other",
      birthday: "1991-01-01",
    });
  });

  it("reads a field sent twice as no value, not as either one", async () => {
    const data = form({ intent: "profile" });
    data.append("nickname", "fan_hanoi");
    data.append("nickname", "fan_saigon");
    expect(await parseUserForm("profile", data)).toEqual({ success: false, errors: { nickname: "nicknameTooShort" } });
  });

  it("ignores conform's reserved fields posted by someone else", async () => {
    const data = form({ intent: "profile", nickname: "fan_hanoi", __intent__: "{not json", __state__: "{" });
    expect(await parseUserForm("profile", data)).toEqual({
      success: true,
      data: { nickname: "fan_hanoi", gender: undefined, birthday: undefined },
    });
  });
});
