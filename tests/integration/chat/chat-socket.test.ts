import { randomBytes } from "node:crypto";
import { connect as connectTcp, type Socket } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { CHAT_HISTORY_SIZE, type ChatMessage } from "../../../contract/chat/messages";
import { type ParamOf } from "../../../contract/backend-calls";
import { insertMessage, markMessageDeleted } from "../../../server/chat/chat-messages";
import { envelope, publishRoomFrame } from "../../../server/chat/room-frames";
import { type BackendCaller } from "../../../server/chat/socket/backend-call";
import { chatMessages } from "../../../server/chat/tables";
import { type UserRow } from "../../../server/db/repositories/users";
import { type RoomRow } from "../../../server/rooms/repository";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { callerOf, chatClient, chatter, type Cleanup, newKey, roomOf, settle, startChatServer, textsOf } from "./chat-helpers";

// The chat socket (docs/chat.md) over real sockets, on a real backend: who may read and write,
// history on join and after a reconnect, mutes and deletes as everyone sees them, limits and bad input.

const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Person = { user: UserRow; sessionId: string };

describe("the chat socket", () => {
  let backend: TestBackend;
  let commentator: Person;
  let admin: Person;
  let room: RoomRow;

  const storedTexts = async (roomId: number, userId: number) =>
    (
      await backend.db
        .select({ text: chatMessages.text })
        .from(chatMessages)
        .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.userId, userId)))
    ).map((row) => row.text);
  const forbidden = (by: Person, param: ParamOf<"forbidden">) => backend.call("/live/forbidden", param, by.sessionId);

  beforeAll(async () => {
    backend = await startTestBackend();
    commentator = await chatter(backend.db, 2);
    admin = await chatter(backend.db, 3);
    room = await roomOf(backend.db, commentator.user.id);
  });
  afterAll(() => backend.close());

  it("lets a guest read but not write, and gives a fan's message to everyone in the room once", async () => {
    const fan = await chatter(backend.db);
    const { url } = await startChatServer(cleanups, backend);
    const guest = await chatClient(cleanups, url);
    const writer = await chatClient(cleanups, url, { sessionId: fan.sessionId });
    expect(await guest.join(room.slug)).toMatchObject({ room: room.slug, canWrite: false, canModerate: false, me: null });
    const history = await writer.join(room.slug);
    expect(history).toMatchObject({
      canWrite: true,
      canModerate: false,
      me: { id: fan.user.id, nickName: fan.user.nickname, level: 1, role: "user" },
    });
    expect(history.mutedUntil).toBeUndefined();

    const key = newKey();
    writer.send({ type: "send", key, text: "  <b>Vào!</b>\nGoal  " });
    const [atGuest, atWriter] = await Promise.all([guest.next("message"), writer.next("message")]);
    // Stored and shown as text: the markup stays as characters, the line break is a space.
    expect(atGuest.message).toMatchObject({ text: "<b>Vào!</b> Goal", user: { id: fan.user.id, role: "user" } });
    expect(atGuest.id).toBe(atGuest.message.id);
    expect(atWriter).toEqual(atGuest);

    guest.send({ type: "send", key: newKey(), text: "Khách muốn nói" });
    expect(await guest.next("error")).toMatchObject({ key: "chatLoginToWrite" });

    // The same key again is the same message: not stored twice, not shown twice.
    writer.send({ type: "send", key, text: "  <b>Vào!</b>\nGoal  " });
    writer.send({ type: "send", key: newKey(), text: "Hết hiệp một" });
    await guest.until((frame) => frame.type === "message" && frame.message.text === "Hết hiệp một");
    await writer.until((frame) => frame.type === "message" && frame.message.text === "Hết hiệp một");
    expect(textsOf(guest)).toEqual(["<b>Vào!</b> Goal", "Hết hiệp một"]);
    expect(textsOf(writer)).toEqual(["<b>Vào!</b> Goal", "Hết hiệp một"]);
    expect(await storedTexts(room.id, fan.user.id)).toEqual(["<b>Vào!</b> Goal", "Hết hiệp một"]);
  });

  it("refuses a message that is too long, blank or holds control characters, storing nothing", async () => {
    const fan = await chatter(backend.db);
    const { url } = await startChatServer(cleanups, backend);
    const writer = await chatClient(cleanups, url, { sessionId: fan.sessionId });
    await writer.join(room.slug);
    const refusals: [string, string][] = [
      ["x".repeat(201), "chatMessageTooLong"],
      ["   ", "chatMessageInvalid"],
      ["chuông\u0007", "chatMessageInvalid"],
      ["\u202Eđảo chiều", "chatMessageInvalid"],
    ];
    for (const [text, key] of refusals) {
      writer.send({ type: "send", key: newKey(), text });
      expect((await writer.next("error")).key, JSON.stringify(text)).toBe(key);
    }
    expect(await storedTexts(room.id, fan.user.id)).toEqual([]);
  });

  it("gives the last 50 messages on join, oldest first, without deleted ones, and only what came after `after` on a reconnect", async () => {
    const fan = await chatter(backend.db);
    const own = await roomOf(backend.db, (await chatter(backend.db, 2)).user.id);
    const ids: number[] = [];
    for (let index = 1; index <= CHAT_HISTORY_SIZE + 5; index += 1) {
      const stored = await insertMessage(backend.db, {
        roomId: own.id,
        userId: fan.user.id,
        text: `tin ${index}`,
        key: newKey(),
        createdAt: new Date(),
      });
      ids.push(stored?.id ?? 0);
    }
    await markMessageDeleted(backend.db, ids[ids.length - 2] ?? 0, admin.user.id, new Date());
    const { url } = await startChatServer(cleanups, backend);
    const first = await chatClient(cleanups, url);
    const history = await first.join(own.slug);
    const expected = Array.from({ length: CHAT_HISTORY_SIZE + 5 }, (_, index) => `tin ${index + 1}`).filter(
      (text) => text !== `tin ${CHAT_HISTORY_SIZE + 4}`,
    );
    expect(history.messages.map((message) => message.text)).toEqual(expected.slice(-CHAT_HISTORY_SIZE));

    // A reconnect after the last message seen: what came since, nothing twice, nothing missed.
    const last = history.messages.at(-1)?.id ?? "";
    first.socket.close();
    await first.closed;
    for (const text of ["sau 1", "sau 2"])
      expect((await backend.call("/chat/send", { room: own.slug, key: newKey(), text }, fan.sessionId)).errCode).toBe(200);
    // A message the client holds, deleted while it was away: the rejoin's history names it.
    const seen = history.messages.at(-3)?.id ?? "";
    await markMessageDeleted(backend.db, Number(seen), admin.user.id, new Date());
    const again = await chatClient(cleanups, url);
    const rejoined = await again.join(own.slug, last);
    expect(rejoined.messages.map((message) => message.text)).toEqual(["sau 1", "sau 2"]);
    expect(rejoined.deletedIds).toContain(seen);
    expect(await backend.call("/chat/send", { room: own.slug, key: newKey(), text: "sau 3" }, fan.sessionId)).toMatchObject({
      errCode: 200,
    });
    expect((await again.next("message")).message.text).toBe("sau 3");
  });

  it("joins without duplicates or gaps when messages arrive while the history is on its way", async () => {
    const fan = await chatter(backend.db);
    const real = callerOf(backend.url);
    const say = async (text: string) =>
      expect((await backend.call("/chat/send", { room: room.slug, key: newKey(), text }, fan.sessionId)).errCode).toBe(200);
    let racing = true;
    // A message published after the socket listens to the room but before the history is read (in
    // both), and one after the history is read but before it reaches the socket (in neither).
    const call: BackendCaller = async (name, param, viewer) => {
      if (name !== "chatJoin" || !racing) return real(name, param, viewer);
      racing = false;
      await say("trước lịch sử");
      const answer = await real(name, param, viewer);
      await say("sau lịch sử");
      return answer;
    };
    const { url } = await startChatServer(cleanups, backend, { call });
    const reader = await chatClient(cleanups, url);
    const history = await reader.join(room.slug);
    expect(history.messages.at(-1)?.text).toBe("trước lịch sử");
    expect((await reader.next("message")).message.text).toBe("sau lịch sử");
    await say("trực tiếp");
    await reader.until((frame) => frame.type === "message" && frame.message.text === "trực tiếp");
    expect(textsOf(reader)).toEqual(["sau lịch sử", "trực tiếp"]);
    expect(reader.frames.findIndex((frame) => frame.type === "history")).toBe(0);
  });

  it("enforces a mute with its end time, tells the room, and lifts it on unmute", async () => {
    const fan = await chatter(backend.db);
    const { url } = await startChatServer(cleanups, backend);
    const watcher = await chatClient(cleanups, url);
    const writer = await chatClient(cleanups, url, { sessionId: fan.sessionId });
    await watcher.join(room.slug);
    await writer.join(room.slug);

    const muted = await forbidden(admin, { action: "mute", room: room.slug, userId: fan.user.id, duration: "2h", reason: "Spam" });
    expect(muted.errCode, muted.errMsg).toBe(200);
    const until = (muted.data as { until: number }).until;
    expect(until).toBeGreaterThan(Date.now() + 2 * 3600_000 - 60_000);
    for (const client of [watcher, writer]) expect(await client.next("mute")).toMatchObject({ userId: fan.user.id, until, reason: "Spam" });

    writer.send({ type: "send", key: newKey(), text: "Tôi bị cấm sao?" });
    expect(await writer.next("error")).toMatchObject({ key: "chatMuted", mutedUntil: until });
    expect((await backend.call("/live/forbiddenStatus", { room: room.slug }, fan.sessionId)).data).toEqual({
      muted: true,
      until,
      reason: "Spam",
    });
    const rejoining = await chatClient(cleanups, url, { sessionId: fan.sessionId });
    expect(await rejoining.join(room.slug)).toMatchObject({ canWrite: true, mutedUntil: until });

    expect((await forbidden(commentator, { action: "unmute", room: room.slug, userId: fan.user.id })).errCode).toBe(200);
    for (const client of [watcher, writer]) expect(await client.next("unmute")).toMatchObject({ userId: fan.user.id });
    writer.send({ type: "send", key: newKey(), text: "Cảm ơn BLV" });
    expect((await watcher.next("message")).message.text).toBe("Cảm ơn BLV");

    expect((await forbidden(commentator, { action: "mute", room: room.slug, userId: fan.user.id, duration: "forever" })).data).toEqual({
      action: "mute",
      until: null,
    });
    writer.send({ type: "send", key: newKey(), text: "Lần nữa" });
    expect(await writer.next("error")).toMatchObject({ key: "chatMuted", mutedUntil: null });
    expect(await storedTexts(room.id, fan.user.id)).toEqual(["Cảm ơn BLV"]);
  });

  it("deletes a message for everyone at once and leaves it out of the history", async () => {
    const fan = await chatter(backend.db);
    const { url } = await startChatServer(cleanups, backend);
    const watcher = await chatClient(cleanups, url);
    const writer = await chatClient(cleanups, url, { sessionId: fan.sessionId });
    await watcher.join(room.slug);
    await writer.join(room.slug);
    writer.send({ type: "send", key: newKey(), text: "Tin sẽ bị xoá" });
    const { message } = await watcher.next("message");
    expect((await forbidden(commentator, { action: "delete", room: room.slug, messageId: message.id })).errCode).toBe(200);
    for (const client of [watcher, writer]) expect(await client.next("delete")).toMatchObject({ messageId: message.id });
    const later = await chatClient(cleanups, url);
    expect((await later.join(room.slug)).messages.map((each: ChatMessage) => each.id)).not.toContain(message.id);
    expect(await forbidden(commentator, { action: "delete", room: room.slug, messageId: message.id })).toMatchObject({
      errCode: 400,
      errMsg: "chatMessageNotFound",
    });
  });

  it("refuses binary, unreadable and forged frames with an error, then closes after five (1008); a frame over 2 KB closes at once (1009)", async () => {
    const fan = await chatter(backend.db);
    const { url } = await startChatServer(cleanups, backend);
    const client = await chatClient(cleanups, url, { sessionId: fan.sessionId });
    client.send({ type: "send", key: newKey(), text: "chưa vào phòng" });
    expect((await client.next("error")).key).toBe("chatMessageInvalid");
    client.send({ type: "join", room: "khong-co-phong-nay" });
    expect((await client.next("error")).key).toBe("roomNotFound");
    await client.join(room.slug);

    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    client.socket.send("{not json");
    // A forged user id has nowhere to go: the frame is not of any known shape.
    client.send({ type: "send", key: newKey(), text: "Tôi là admin", userId: admin.user.id });
    client.send({ type: "chat", text: "?" });
    for (let index = 0; index < 4; index += 1) expect((await client.next("error")).key).toBe("chatMessageInvalid");
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect(await storedTexts(room.id, fan.user.id)).toEqual([]);
    client.socket.send("[]");
    expect(await client.closed).toBe(1008);

    const shouter = await chatClient(cleanups, url, { sessionId: fan.sessionId });
    shouter.socket.send(JSON.stringify({ type: "send", key: newKey(), text: "a".repeat(3000) }));
    expect(await shouter.closed).toBe(1009);
  });

  it("refuses other sites' pages (403) and too many connections from one address (429)", async () => {
    const { url } = await startChatServer(cleanups, backend, { limits: { maxConnectionsPerAddress: 2 } });
    await expect(chatClient(cleanups, url, { headers: { Origin: "https://evil.example" } })).rejects.toThrow("HTTP 403");
    await expect(chatClient(cleanups, url, { headers: { Origin: "null" } })).rejects.toThrow("HTTP 403");
    const own = await chatClient(cleanups, url, { headers: { Origin: `http://${new URL(url).host}` } });
    await chatClient(cleanups, url);
    await expect(chatClient(cleanups, url)).rejects.toThrow("HTTP 429");
    own.socket.close();
    await own.closed;
    await settle();
    await chatClient(cleanups, url);
  });

  it("refuses a flood with chatTooFast: per connection on the web node, and per writer across connections on the backend", async () => {
    const fan = await chatter(backend.db);
    const tight = await startChatServer(cleanups, backend, { limits: { sendBurst: 2, sendsPerSecond: 0.01 } });
    const flooder = await chatClient(cleanups, tight.url, { sessionId: fan.sessionId });
    await flooder.join(room.slug);
    for (let index = 1; index <= 4; index += 1) flooder.send({ type: "send", key: newKey(), text: `lũ ${index}` });
    expect((await flooder.next("error")).key).toBe("chatTooFast");
    expect((await flooder.next("error")).key).toBe("chatTooFast");
    await flooder.until(() => textsOf(flooder).length === 2);
    expect((await storedTexts(room.id, fan.user.id)).length).toBe(2);

    // Two tabs of one writer share the backend's limit (5 in 10 s), whatever each connection allows.
    const other = await chatter(backend.db);
    const loose = await startChatServer(cleanups, backend, { limits: { sendBurst: 50 } });
    const tabs = await Promise.all([0, 1].map(() => chatClient(cleanups, loose.url, { sessionId: other.sessionId })));
    for (const tab of tabs) await tab.join(room.slug);
    for (let index = 1; index <= 6; index += 1) tabs[index % 2]?.send({ type: "send", key: newKey(), text: `tab ${index}` });
    const refused = await Promise.race(tabs.map((tab) => tab.next("error")));
    expect(refused.key).toBe("chatTooFast");
    await settle(200);
    expect((await storedTexts(room.id, other.user.id)).length).toBe(5);
  });

  it("forwards a logged-in viewer's heartbeats to the backend, at most one per connection per 20 s; a guest's never", async () => {
    const fan = await chatter(backend.db);
    const real = callerOf(backend.url);
    const forwarded: ParamOf<"watchHeartbeat">[] = [];
    const call: BackendCaller = (name, param, viewer) => {
      if (name === "watchHeartbeat") forwarded.push(param as ParamOf<"watchHeartbeat">);
      return real(name, param, viewer);
    };
    const { url } = await startChatServer(cleanups, backend, { call });
    const viewer = await chatClient(cleanups, url, { sessionId: fan.sessionId });
    const guest = await chatClient(cleanups, url);
    await viewer.join(room.slug);
    await guest.join(room.slug);
    for (const client of [viewer, viewer, guest]) client.send({ type: "heartbeat", playing: true });
    await settle(100);
    expect(forwarded).toEqual([{ room: room.slug, playing: true }]);
  });

  it("tells a room's sockets how many are in it", async () => {
    const own = await roomOf(backend.db, (await chatter(backend.db, 2)).user.id);
    const { url } = await startChatServer(cleanups, backend);
    const first = await chatClient(cleanups, url);
    await first.join(own.slug);
    await first.until((frame) => frame.type === "viewers" && frame.count === 1);
    const second = await chatClient(cleanups, url);
    await second.join(own.slug);
    await first.until((frame) => frame.type === "viewers" && frame.count === 2);
    second.socket.close();
    await second.closed;
    const counts = () => first.frames.flatMap((frame) => (frame.type === "viewers" ? [frame.count] : []));
    await first.until(() => counts().at(-1) === 1);
  });

  /** A client that completes the handshake and then never reads and never answers pings. */
  function deafClient(port: number): Promise<Socket> {
    return new Promise((resolve) => {
      const socket = connectTcp(port, "127.0.0.1", () => {
        socket.write(
          `GET /chat HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        );
        socket.once("data", () => {
          socket.pause();
          resolve(socket);
        });
      });
      cleanups.push(() => void socket.destroy());
    });
  }

  it("drops a connection that misses its heartbeat deadline", async () => {
    const { chat, port, url } = await startChatServer(cleanups, backend, { limits: { heartbeatMs: 100 } });
    await deafClient(port);
    const healthy = await chatClient(cleanups, url);
    await settle(50);
    expect(chat.connectionCount).toBe(2);
    await settle(400);
    expect(chat.connectionCount).toBe(1);
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("drops a reader that cannot keep up, without delaying the others", async () => {
    const own = await roomOf(backend.db, (await chatter(backend.db, 2)).user.id);
    const { chat, url } = await startChatServer(cleanups, backend, { limits: { maxBufferedBytes: 256 * 1024 } });
    const slow = await chatClient(cleanups, url);
    const reader = await chatClient(cleanups, url);
    await slow.join(own.slug);
    await reader.join(own.slug);
    (slow.socket as unknown as { _socket: Socket })._socket.pause();
    const writer = { id: 1, nickName: "Máy", level: 1, role: "user" as const };
    // About 10 MB in all: the slow reader's socket buffers fill, then its queue passes the limit.
    for (let round = 1; round <= 500; round += 1) {
      const message = { id: `${round}`, ts: Date.now(), user: writer, text: randomBytes(10_000).toString("hex") };
      publishRoomFrame(backend.services.bus, own.slug, envelope({ type: "message", message }, message.ts, message.id));
      if (round % 20 === 0) await settle(2);
    }
    await reader.until(() => textsOf(reader).length === 500);
    await settle(100);
    expect(chat.connectionCount).toBe(1);
    expect(reader.socket.readyState).toBe(WebSocket.OPEN);
  });
});
