import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../../server/accounts/passwords";
import { createSession } from "../../../server/db/repositories/sessions";
import { type PublicUser } from "../../../server/db/repositories/users";
import { type AppDatabase } from "../../../server/db/types";
import { createLogger } from "../../../server/logger";
import { profileChangesParam } from "../../../contract/backend-calls/profile";
import { updateProfile } from "../../../server/profile/update-profile";
import { MAX_IMAGE_BYTES } from "../../../server/uploads/images";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { hugePng, jpegWithGps, noisyJpeg, noisyPng, transparentPng, truncated } from "../../helpers/generated-images";
import { bmp1x1, GIF_1X1, padTo, PNG_1X1 } from "../../helpers/sample-images";
import { createLoggedInUser, reloadUser, TEST_PASSWORD, type LoggedInUser } from "./fixtures";

const base64 = (bytes: Buffer) => bytes.toString("base64");

describe.each(databaseKinds())("/user/updateUser (%s)", (kind) => {
  let backend: TestBackend;
  let caller: LoggedInUser;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
    caller = await createLoggedInUser(backend.db, { nickname: "Fan Hà Nội" });
  });
  afterAll(() => backend.close());

  const update = (param: unknown, sessionId = caller.sessionId) => backend.call("/user/updateUser", param, sessionId);
  const userOf = (data: unknown) => (data as { user: PublicUser }).user;
  const uploadPath = (url: string) => path.join(backend.services.uploadsDir, url.replace(/^\/uploads\//, ""));
  const avatarFiles = () => {
    const folder = path.join(backend.services.uploadsDir, "avatars");
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };

  it("answers a guest, or an unknown session, with errCode 100", async () => {
    expect((await update({ nickname: "Tên mới đây" }, "-1763700000000123456")).errCode).toBe(100);
    expect((await update({ nickname: "Tên mới đây" }, "A".repeat(43))).errCode).toBe(100);
  });

  it("changes nickname, gender and birthday and answers the public user", async () => {
    const result = await update({ nickname: "  Bình luận viên số 1  ", gender: "female", birthday: "1995-04-30" });
    expect(result.errCode).toBe(200);
    expect(userOf(result.data)).toMatchObject({
      uid: String(caller.user.id),
      nickName: "Bình luận viên số 1",
      gender: "female",
      birthday: "1995-04-30",
    });
    expect(JSON.stringify(result.data)).not.toContain("passwordHash");
    expect(await reloadUser(backend.db, caller.user.id)).toMatchObject({
      nickname: "Bình luận viên số 1",
      gender: "female",
      birthday: "1995-04-30",
    });
  });

  it("applies the nickname rules", async () => {
    const cases: [unknown, string][] = [
      ["  abcde  ", "nicknameTooShort"],
      ["", "nicknameTooShort"],
      [42, "nicknameTooShort"],
      ["x".repeat(33), "nicknameTooLong"],
      ["tab\there ok", "nicknameInvalid"],
      ["bidi\u202Eoverride", "nicknameInvalid"],
    ];
    for (const [nickname, key] of cases) {
      const result = await update({ nickname });
      expect([result.errCode, result.errMsg, result.data], JSON.stringify(nickname)).toEqual([
        400,
        key,
        { fieldErrors: { nickname: key } },
      ]);
    }
    // Counted in characters: six Vietnamese letters, 32 emoji.
    expect((await update({ nickname: "Đường" + "ạ" })).errCode).toBe(200);
    expect((await update({ nickname: "⚽".repeat(32) })).errCode).toBe(200);
  });

  it("stores HTML in a nickname verbatim: escaping is the renderer's job", async () => {
    const nickname = `<script>alert("x")</script>&amp;`;
    const result = await update({ nickname });
    expect(userOf(result.data).nickName).toBe(nickname);
    expect((await reloadUser(backend.db, caller.user.id)).nickname).toBe(nickname);
  });

  it("applies the gender and birthday rules", async () => {
    for (const gender of ["unknown", "Male", "", null, 1]) {
      expect((await update({ gender })).errMsg, String(gender)).toBe("genderInvalid");
    }
    for (const gender of ["male", "female", "other"]) expect((await update({ gender })).errCode).toBe(200);
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const birthday of ["1995-02-30", "1995-13-01", "95-04-30", "1995-4-30", "1899-12-31", tomorrow, "30/04/1995", "", 19950430]) {
      expect((await update({ birthday })).errMsg, String(birthday)).toBe("birthDateInvalid");
    }
    for (const birthday of ["1900-01-01", "2000-02-29", new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10)]) {
      expect((await update({ birthday })).errCode, birthday).toBe(200);
    }
  });

  it("stores nothing when any field is refused", async () => {
    await update({ nickname: "Tên trước đó", gender: "male", birthday: "1990-01-01" });
    const filesBefore = avatarFiles();
    const refused = await update({ nickname: "Tên hợp lệ mới", gender: "other", birthday: "2099-01-01" });
    expect([refused.errCode, refused.errMsg]).toEqual([400, "birthDateInvalid"]);
    const wrongAvatar = await update({ nickname: "Tên hợp lệ mới", avatar: { base64: base64(GIF_1X1) } });
    expect(wrongAvatar.errMsg).toBe("avatarWrongType");
    const wrongPassword = await update({
      nickname: "Tên hợp lệ mới",
      avatar: { base64: base64(PNG_1X1) },
      password: { current: "not-it-at-all", next: "whatever-1" },
    });
    expect(wrongPassword.errMsg).toBe("currentPasswordWrong");
    expect(await reloadUser(backend.db, caller.user.id)).toMatchObject({
      nickname: "Tên trước đó",
      gender: "male",
      birthday: "1990-01-01",
      icon: "",
    });
    expect(avatarFiles()).toEqual(filesBefore);
  });

  it("deletes the new avatar file when the database refuses the update", async () => {
    const user = await createLoggedInUser(backend.db);
    const failingDb = Object.create(backend.db, {
      transaction: { value: () => Promise.reject(new Error("database went away")) },
    }) as AppDatabase;
    const deps = { db: failingDb, services: backend.services, logger: createLogger("silent"), now: new Date() };
    const session = { sessionId: 0, remember: false, expiresAt: new Date(Date.now() + 60_000), user: user.user };
    const changes = profileChangesParam.parse({ nickname: "Tên không lưu được", avatar: { base64: base64(PNG_1X1) } });
    const filesBefore = avatarFiles();
    await expect(updateProfile(deps, session, changes)).rejects.toThrow("database went away");
    expect(avatarFiles()).toEqual(filesBefore);
    expect((await reloadUser(backend.db, user.user.id)).nickname).toBe(user.user.nickname);
  });

  it("lists every refused field", async () => {
    const result = await update({ nickname: "abc", gender: "x", birthday: "no", password: { current: TEST_PASSWORD, next: "123" } });
    expect(result.errMsg).toBe("nicknameTooShort");
    expect(result.data).toEqual({
      fieldErrors: { nickname: "nicknameTooShort", gender: "genderInvalid", birthday: "birthDateInvalid", password: "passwordTooShort" },
    });
  });

  it("refuses a param that is not an object", async () => {
    for (const param of [null, "nickname", [1, 2]]) expect((await update(param)).errMsg).toBe("updateProfileFailed");
  });

  it("stores an avatar re-encoded at 256×256 and 96×96 without metadata, served immutable with its type and nosniff; replacing it deletes the old files", async () => {
    const upload = await jpegWithGps(600, 400);
    const first = await update({ avatar: { base64: `data:image/png;base64,${base64(upload)}` } });
    expect(first.errCode).toBe(200);
    const firstIcon = userOf(first.data).icon;
    expect(firstIcon).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}-256\.jpg$/);
    const stored = readFileSync(uploadPath(firstIcon));
    expect(stored.equals(upload)).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif, metadata.icc, metadata.xmp]).toEqual([
      "jpeg",
      256,
      256,
      undefined,
      undefined,
      undefined,
    ]);
    const firstSmall = firstIcon.replace(/-256\.jpg$/, "-96.jpg");
    const smallMetadata = await sharp(readFileSync(uploadPath(firstSmall))).metadata();
    expect([smallMetadata.format, smallMetadata.width, smallMetadata.height, smallMetadata.exif]).toEqual(["jpeg", 96, 96, undefined]);

    for (const url of [firstIcon, firstSmall]) {
      const served = await fetch(`${backend.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await served.arrayBuffer())).toEqual(readFileSync(uploadPath(url)));
    }

    const second = await update({ avatar: { base64: base64(await transparentPng()) } });
    const secondIcon = userOf(second.data).icon;
    expect(secondIcon).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}-256\.png$/);
    expect((await fetch(`${backend.url}${secondIcon}`)).headers.get("content-type")).toBe("image/png");
    for (const url of [firstIcon, firstSmall]) {
      expect(existsSync(uploadPath(url))).toBe(false);
      expect((await fetch(`${backend.url}${url}`)).status).toBe(404);
    }
    expect((await reloadUser(backend.db, caller.user.id)).icon).toBe(secondIcon);

    // A change without an avatar keeps the current one.
    expect(userOf((await update({ nickname: "Giữ nguyên ảnh" })).data).icon).toBe(secondIcon);
    expect(existsSync(uploadPath(secondIcon))).toBe(true);
  });

  it("refuses a real 10000×10000 PNG with imageDimensionsTooLarge, changing nothing", async () => {
    const before = await reloadUser(backend.db, caller.user.id);
    expect(before.icon).toMatch(/^\/uploads\/avatars\//);
    const filesBefore = avatarFiles();
    const result = await update({ nickname: "Không lưu tên này", avatar: { base64: base64(await hugePng()) } });
    expect([result.errCode, result.errMsg, result.data]).toEqual([
      400,
      "imageDimensionsTooLarge",
      { fieldErrors: { avatar: "imageDimensionsTooLarge" } },
    ]);
    expect(await reloadUser(backend.db, caller.user.id)).toMatchObject({ icon: before.icon, nickname: before.nickname });
    expect(avatarFiles()).toEqual(filesBefore);
  });

  it("refuses a truncated or corrupt image with updateAvatarFailed, keeping the current avatar and its files", async () => {
    const before = (await reloadUser(backend.db, caller.user.id)).icon;
    const filesBefore = avatarFiles();
    const corruptPng = Buffer.from(await noisyPng());
    corruptPng.fill(0x5a, 100, 400);
    for (const broken of [truncated(await noisyJpeg()), truncated(await noisyPng()), corruptPng]) {
      const result = await update({ avatar: { base64: base64(broken) } });
      expect([result.errCode, result.errMsg]).toEqual([400, "updateAvatarFailed"]);
    }
    expect((await reloadUser(backend.db, caller.user.id)).icon).toBe(before);
    expect(avatarFiles()).toEqual(filesBefore);
    expect((await fetch(`${backend.url}${before}`)).status).toBe(200);
  });

  it("runs sharp with one thread and no cache in the backend", () => {
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache().memory.max).toBe(0);
  });

  it("applies the avatar rules by content and size", async () => {
    const before = (await reloadUser(backend.db, caller.user.id)).icon;
    const text = Buffer.from("this is a text file, not a picture");
    const cases: [unknown, string][] = [
      [{ base64: `data:image/png;base64,${base64(text)}` }, "avatarWrongType"],
      [{ base64: base64(GIF_1X1) }, "avatarWrongType"],
      [{ base64: base64(bmp1x1()) }, "avatarWrongType"],
      [{ base64: base64(padTo(PNG_1X1, MAX_IMAGE_BYTES + 1)) }, "avatarTooLarge"],
      // Longer than any 2 MB image in base64: refused by its length, though it is not even base64.
      [{ base64: "!".repeat(3_000_000) }, "avatarTooLarge"],
      [{ base64: "not base64 at all!" }, "updateAvatarFailed"],
      [{ base64: 12 }, "updateAvatarFailed"],
      ["just a string", "updateAvatarFailed"],
    ];
    for (const [avatar, key] of cases) {
      const result = await update({ avatar });
      expect([result.errCode, result.errMsg], key).toEqual([400, key]);
    }
    expect((await reloadUser(backend.db, caller.user.id)).icon).toBe(before);
    const exact = await update({ avatar: { base64: base64(padTo(PNG_1X1, MAX_IMAGE_BYTES)) } });
    expect(exact.errCode).toBe(200);
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const user = await createLoggedInUser(backend.db);
    const otherSession = await createSession(backend.db, user.user.id, true);

    const wrong = await update({ password: { current: "wrong-password", next: "mat-khau-moi" } }, user.sessionId);
    expect([wrong.errMsg, wrong.data]).toEqual(["currentPasswordWrong", { fieldErrors: { password: "currentPasswordWrong" } }]);
    expect((await update({ password: { current: TEST_PASSWORD, next: "12345" } }, user.sessionId)).errMsg).toBe("passwordTooShort");
    expect((await update({ password: { current: TEST_PASSWORD, next: "x".repeat(129) } }, user.sessionId)).errMsg).toBe("passwordTooLong");
    expect((await update({}, otherSession)).errCode).toBe(200);

    const changed = await update({ password: { current: TEST_PASSWORD, next: "mat-khau-moi" } }, user.sessionId);
    expect(changed.errCode).toBe(200);
    const stored = await reloadUser(backend.db, user.user.id);
    expect(await verifyPassword("mat-khau-moi", stored.passwordHash)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, stored.passwordHash)).toBe(false);
    expect((await update({}, user.sessionId)).errCode).toBe(200);
    expect((await update({}, otherSession)).errCode).toBe(100);
  });

  it("stops checking the current password after five wrong ones", async () => {
    const user = await createLoggedInUser(backend.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await update({ password: { current: `wrong-${attempt}`, next: "mat-khau-moi" } }, user.sessionId)).errMsg).toBe(
        "currentPasswordWrong",
      );
    }
    expect((await update({ password: { current: TEST_PASSWORD, next: "mat-khau-moi" } }, user.sessionId)).errMsg).toBe("tooManyAttempts");
  });
});
