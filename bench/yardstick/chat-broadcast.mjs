// The `/chat` yardstick (issue 11): a bare `ws` server that sends every frame a client sends, as it
// comes, to every client (the writer too, as the site's room does). No room, no store, no checks.
import http from "node:http";
import { WebSocketServer } from "ws";

const server = http.createServer((_request, response) => response.end("ok"));
const sockets = new WebSocketServer({ server });
sockets.on("connection", (socket) =>
  socket.on("message", (data, isBinary) => {
    for (const client of sockets.clients) if (client.readyState === 1) client.send(data, { binary: isBinary });
  }),
);
server.listen(Number(process.env.PORT), "127.0.0.1");
