import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PublicFeedback } from "../../../server/profile/feedback";
import { MAX_IMAGE_BYTES } from "../../../server/uploads/images";
import { gif, hugePng, jpegWithGps, noisyJpeg, transparentPng, truncated } from "../../helpers/generated-images";
import { bmp1x1, GIF_1X1, padTo } from "../../helpers/sample-images";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { createLoggedInUser, type LoggedInUser } from "./fixtures";

const base64 = (bytes: Buffer) => bytes.toString("base64");
const valid = { content: "Trang bị lag khi xem trực tiếp", contact: "fan@example.com" };

describe.each(databaseKinds())("/sys/feedback and /sys/feedbackList (%s)", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend.close());

  const send = (caller: LoggedInUser, param: unknown) => backend.call("/sys/feedback", param, caller.sessionId);
  const list = async (caller: LoggedInUser) => {
    const result = await backend.call("/sys/feedbackList", {}, caller.sessionId);
    expect(result.errCode).toBe(200);
    return (result.data as { items: PublicFeedback[] }).items;
  };
  const feedbackFiles = () => {
    const folder = path.join(backend.services.uploadsDir, "feedback");
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  it("answers a guest with errCode 100", async () => {
    expect((await backend.call("/sys/feedback", valid)).errCode).toBe(100);
    expect((await backend.call("/sys/feedbackList", {})).errCode).toBe(100);
  });

  it("stores a feedback Unprocessed with an id, trimmed, and lists it", async () => {
    const caller = await createLoggedInUser(backend.db);
    const result = await send(caller, { content: `  ${valid.content}  `, contact: valid.contact, roomNumber: "1024" });
    expect(result.errCode).toBe(200);
    const { feedback } = result.data as { feedback: PublicFeedback };
    expect(feedback).toEqual({
      id: expect.any(Number),
      content: valid.content,
      contact: valid.contact,
      imageUrl: null,
      roomNumber: "1024",
      status: "Unprocessed",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      processedAt: null,
      reply: null,
    });
    expect(await list(caller)).toEqual([feedback]);
  });

  it("requires both content and contact, each 6 to 500 characters", async () => {
    const caller = await createLoggedInUser(backend.db);
    const cases: [unknown, string][] = [
      [{ contact: valid.contact }, "feedbackRequired"],
      [{ content: valid.content }, "feedbackRequired"],
      [{ content: "   ", contact: valid.contact }, "feedbackRequired"],
      [{ content: valid.content, contact: null }, "feedbackRequired"],
      [{ content: "ngắn", contact: valid.contact }, "feedbackLength"],
      [{ content: valid.content, contact: "  12345  " }, "feedbackLength"],
      [{ content: "x".repeat(501), contact: valid.contact }, "feedbackLength"],
      [{ ...valid, roomNumber: "12a" }, "roomNumberInvalid"],
      [{ ...valid, roomNumber: "1".repeat(21) }, "roomNumberInvalid"],
      [{ ...valid, roomNumber: -5 }, "roomNumberInvalid"],
      [{ ...valid, roomNumber: true }, "roomNumberInvalid"],
      ["content", "sendFeedbackFailed"],
    ];
    for (const [param, key] of cases) {
      const result = await send(caller, param);
      expect([result.errCode, result.errMsg], JSON.stringify(param)).toEqual([400, key]);
    }
    expect(await list(caller)).toEqual([]);

    expect((await send(caller, { content: "⚽".repeat(500), contact: "123456" })).errCode).toBe(200);
    const numbered = await send(caller, { ...valid, roomNumber: 88 });
    expect((numbered.data as { feedback: PublicFeedback }).feedback.roomNumber).toBe("88");
    const blankRoom = await send(caller, { ...valid, roomNumber: "" });
    expect((blankRoom.data as { feedback: PublicFeedback }).feedback.roomNumber).toBeNull();
  });

  it("stores HTML verbatim", async () => {
    const caller = await createLoggedInUser(backend.db);
    const content = `<img src=x onerror="alert(1)"> & more`;
    await send(caller, { content, contact: valid.contact });
    expect((await list(caller))[0]?.content).toBe(content);
  });

  it("takes PNG, JPEG and GIF images by content and stores them re-encoded; refuses BMP, text, more than 2 MB, more than 4096 pixels a side and broken images", async () => {
    const caller = await createLoggedInUser(backend.db);
    const uploads = [
      [await transparentPng(), "png"],
      [await jpegWithGps(), "jpg"],
      [await gif(), "png"],
    ] as const;
    for (const [image, extension] of uploads) {
      const result = await send(caller, { ...valid, image: { base64: `data:image/bmp;base64,${base64(image)}` } });
      expect(result.errCode).toBe(200);
      const { imageUrl } = (result.data as { feedback: PublicFeedback }).feedback;
      expect(imageUrl).toMatch(new RegExp(`^/uploads/feedback/[0-9a-f]{32}\\.${extension}$`));
      const stored = readFileSync(path.join(backend.services.uploadsDir, "feedback", path.basename(imageUrl ?? "")));
      const metadata = await sharp(stored).metadata();
      expect([metadata.format, metadata.exif]).toEqual([extension === "jpg" ? "jpeg" : "png", undefined]);
      const served = await fetch(`${backend.url}${imageUrl}`);
      expect(served.headers.get("content-type")).toBe(extension === "jpg" ? "image/jpeg" : "image/png");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
    }
    const filesBefore = feedbackFiles().length;
    const cases: [unknown, string][] = [
      [{ base64: base64(bmp1x1()) }, "feedbackImageWrongType"],
      [{ base64: `data:image/png;base64,${base64(Buffer.from("<html>not an image</html>"))}` }, "feedbackImageWrongType"],
      [{ base64: base64(padTo(GIF_1X1, MAX_IMAGE_BYTES + 1)) }, "imageTooLarge"],
      [{ base64: base64(await hugePng()) }, "imageDimensionsTooLarge"],
      [{ base64: base64(truncated(await noisyJpeg())) }, "uploadImageError"],
      [{ base64: "@@@@" }, "uploadImageError"],
      [{ url: "/etc/passwd" }, "uploadImageError"],
    ];
    for (const [image, key] of cases) {
      expect((await send(caller, { ...valid, image })).errMsg, key).toBe(key);
    }
    expect(feedbackFiles()).toHaveLength(filesBefore);
    expect(await list(caller)).toHaveLength(3);
  });

  it("brings a large photo down to 1600 pixels on its longest side", async () => {
    const caller = await createLoggedInUser(backend.db);
    const result = await send(caller, { ...valid, image: { base64: base64(await jpegWithGps(2000, 1500)) } });
    const { imageUrl } = (result.data as { feedback: PublicFeedback }).feedback;
    const metadata = await sharp(path.join(backend.services.uploadsDir, "feedback", path.basename(imageUrl ?? ""))).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(["jpeg", 1600, 1200, undefined]);
  });

  it("lists only the caller's own feedback, newest first", async () => {
    const [first, second] = await Promise.all([createLoggedInUser(backend.db), createLoggedInUser(backend.db)]);
    await send(first, { content: "Góp ý thứ nhất", contact: "first@example.com" });
    await send(second, { content: "Góp ý của người khác", contact: "second@example.com" });
    await send(first, { content: "Góp ý thứ hai", contact: "first@example.com" });
    expect((await list(first)).map((item) => item.content)).toEqual(["Góp ý thứ hai", "Góp ý thứ nhất"]);
    expect((await list(second)).map((item) => item.content)).toEqual(["Góp ý của người khác"]);
  });

  it("takes at most ten feedbacks per user per hour", async () => {
    const [busy, other] = await Promise.all([createLoggedInUser(backend.db), createLoggedInUser(backend.db)]);
    for (let sent = 0; sent < 10; sent += 1) expect((await send(busy, valid)).errCode).toBe(200);
    expect((await send(busy, valid)).errMsg).toBe("tooManyAttempts");
    expect(await list(busy)).toHaveLength(10);
    expect((await send(other, valid)).errCode).toBe(200);
  });
});
