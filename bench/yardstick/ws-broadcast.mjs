// The `/ws` yardstick (issue 9): a bare `ws` server that sends each message of a Redis channel, as
// it comes, to every client. The site's socket gets the same bytes by the same road (Redis).
import http from "node:http";
import { Redis } from "ioredis";
import { WebSocketServer } from "ws";

const server = http.createServer((_request, response) => response.end("ok"));
const sockets = new WebSocketServer({ server });
const subscriber = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
await subscriber.subscribe(process.env.CHANNEL ?? "bench:ws");
subscriber.on("messageBuffer", (_channel, bytes) => {
  for (const client of sockets.clients) if (client.readyState === 1) client.send(bytes);
});
server.listen(Number(process.env.PORT), "127.0.0.1");
