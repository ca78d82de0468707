import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CHAT_SOCKET_PATH } from "../../../contract/chat/messages";
import { type RoomRow } from "../../../server/rooms/repository";
import { startTestSite, type TestSite } from "../../helpers/site";
import { TEST_REQUEST_KEY, TEST_RESPONSE_KEY } from "../../helpers/test-backend";
import { type TestDatabase } from "../../helpers/test-database";
import { isTestRedisAvailable, TEST_REDIS_URL } from "../../helpers/test-redis";
import { callerOf, chatClient, chatter, type Cleanup, newKey, roomOf } from "./chat-helpers";

// Two whole sites (web node and backend each) on one PostgreSQL database and one Redis bus, as two
// nodes of a deployment: a room's chat and its viewer count are the same on both (docs/chat.md "Fan-out").

const redisAvailable = await isTestRedisAvailable();
const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.runIf(process.env.TEST_DATABASE_URL && redisAvailable)("two web nodes on one Redis bus and one PostgreSQL database", () => {
  let database: TestDatabase;
  let nodes: TestSite[] = [];
  let room: RoomRow;

  beforeAll(async () => {
    const { createTestDatabase } = await import("../../helpers/test-database");
    database = await createTestDatabase("postgres");
    if (database.database.driver !== "postgres") throw new Error("expected a PostgreSQL test database");
    const environment = {
      DATABASE_URL: database.database.displayUrl,
      REDIS_URL: TEST_REDIS_URL,
      REQUEST_KEY: TEST_REQUEST_KEY,
      RESPONSE_KEY: TEST_RESPONSE_KEY,
    };
    // One after the other, as a deployment's nodes start: the first finds the database ready.
    nodes.push(await startTestSite(environment));
    nodes.push(await startTestSite(environment));
    room = await roomOf(database.database.db, (await chatter(database.database.db, 2)).user.id);
  });
  afterAll(async () => {
    for (const node of nodes) await node.dispose();
    nodes = [];
    await database.cleanup();
  });

  const chatUrl = (node: TestSite | undefined) => `${(node?.url ?? "").replace("http://", "ws://")}${CHAT_SOCKET_PATH}`;

  it("gives a message written on one node to the room's sockets on both, once", async () => {
    const fan = await chatter(database.database.db);
    const onFirst = await chatClient(cleanups, chatUrl(nodes[0]), { sessionId: fan.sessionId });
    const onSecond = await chatClient(cleanups, chatUrl(nodes[1]));
    await onFirst.join(room.slug);
    await onSecond.join(room.slug);
    onFirst.send({ type: "send", key: newKey(), text: "Chào cả hai máy chủ" });
    const [here, there] = await Promise.all([onFirst.next("message"), onSecond.next("message")]);
    expect(there).toEqual(here);
    expect(there.message).toMatchObject({ text: "Chào cả hai máy chủ", user: { id: fan.user.id } });

    // And back: an admin's delete through the second node's backend reaches the first node's socket.
    const admin = await chatter(database.database.db, 3);
    const deleteFrame = onFirst.next("delete");
    const deleted = await callerOf(nodes[1]?.backendUrl ?? "")(
      "forbidden",
      { action: "delete", room: room.slug, messageId: here.message.id },
      { sessionId: admin.sessionId, clientAddress: "203.0.113.9" },
    );
    expect(deleted.kind).toBe("ok");
    expect(await deleteFrame).toMatchObject({ messageId: here.message.id });
  });

  it("counts the room's viewers across both nodes", async () => {
    const onFirst = await chatClient(cleanups, chatUrl(nodes[0]));
    const onSecond = await chatClient(cleanups, chatUrl(nodes[1]));
    await onFirst.join(room.slug);
    await onSecond.join(room.slug);
    for (const client of [onFirst, onSecond]) await client.until((frame) => frame.type === "viewers" && frame.count === 2);
    onSecond.socket.close();
    const counts = () => onFirst.frames.flatMap((frame) => (frame.type === "viewers" ? [frame.count] : []));
    await onFirst.until(() => counts().at(-1) === 1);
  });
});
