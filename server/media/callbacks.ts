import { createHash, timingSafeEqual } from "node:crypto";
import express from "express";
import { z } from "zod";
import { STREAM_KEY_PATTERN } from "../../contract/backend-calls/commentator";
import { type DatabaseConnection } from "../backend/database-connection";
import { type BackendServices } from "../backend/services";
import { type Logger } from "../logger";
import { type LiveSwitchDeps } from "../rooms/live-switch";
import { finishPush, startPush } from "./ingest";
import { PUBLISH_APP } from "./media-settings";
import { confirmPush } from "./pushes";

// The media server's callbacks (docs/media-server.md), mounted by the backend at /media: nginx
// POSTs a form for each push (on_publish, on_update, on_publish_done) to a URL holding the callback
// token. Only the status counts to nginx: 2xx goes on, 3xx on on_publish renames the stream (to
// the room's slug), anything else refuses or cuts the push.

// The fields nginx-rtmp sends that the backend reads; it sends more (flashver, tcurl...), and the
// encoder's query string, which are left out.
const nginxCall = <T extends z.ZodTypeAny>(call: T) =>
  z.object({
    call,
    app: z.literal(PUBLISH_APP),
    name: z.string().min(1).max(200),
    addr: z.string().max(100).optional(),
    clientid: z.string().max(40).optional(),
  });

const publishCall = nginxCall(z.literal("publish"));
// update_play: nginx's own transcoders reading the push (play is denied to anyone else).
const updateCall = nginxCall(z.enum(["update_publish", "update_play"]));
const publishDoneCall = nginxCall(z.literal("publish_done"));

export interface MediaCallbacksOptions {
  database: DatabaseConnection;
  services: Pick<BackendServices, "bus" | "push">;
  /** The token nginx's callback URLs hold (server/media/media-settings.ts, mediaCallbackToken). */
  token: string;
  logger: Logger;
  clock?: () => Date;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

export function createMediaCallbacksRouter(options: MediaCallbacksOptions): express.Router {
  const { database, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const expected = digest(options.token);
  const router = express.Router();

  // Everything else first: no one but the media server gets an answer of another kind.
  router.use((request, response, next) => {
    const token = request.query.token;
    if (typeof token === "string" && timingSafeEqual(digest(token), expected)) {
      next();
      return;
    }
    logger.warn({ path: request.path, addr: request.ip }, "media callback refused: missing or wrong token");
    response.status(403).end();
  });
  router.use(express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 50 }));

  const deps = (): LiveSwitchDeps => ({ db: database.get().db, bus: options.services.bus, push: options.services.push, logger });

  /** The body as nginx sends it, else a 400 (nothing changed). */
  const parse = <T extends z.ZodTypeAny>(schema: T, request: express.Request, response: express.Response): z.infer<T> | null => {
    const parsed = schema.safeParse(request.body);
    if (parsed.success) return parsed.data as z.infer<T>;
    logger.warn(
      { path: request.path, issues: parsed.error.issues.map((issue) => issue.path.join(".")) },
      "media callback refused: not nginx's form",
    );
    response.status(400).end();
    return null;
  };

  router.post("/publish", async (request, response, next) => {
    const body = parse(publishCall, request, response);
    if (!body) return;
    const pushLog = { addr: body.addr, clientid: body.clientid };
    if (!STREAM_KEY_PATTERN.test(body.name)) {
      logger.info(pushLog, "push refused: not a stream key");
      response.status(403).end();
      return;
    }
    try {
      const claim = await startPush(deps(), body.name, clock());
      if (claim.kind === "unknownKey") {
        logger.info(pushLog, "push refused: unknown or revoked stream key");
        response.status(403).end();
      } else if (claim.kind === "busy") {
        logger.warn({ ...pushLog, room: claim.room.slug }, "push refused: another push is on air on this room's key");
        response.status(403).end();
      } else {
        logger.info({ ...pushLog, room: claim.room.slug }, "push started: the room is live");
        // nginx renames the stream to the Location: the HLS and the transcoders know it by the slug, never the key.
        response.status(302).set("Location", claim.room.slug).end();
      }
    } catch (error) {
      next(error);
    }
  });

  router.post("/update", async (request, response) => {
    const body = parse(updateCall, request, response);
    if (!body) return;
    if (body.call === "update_play") {
      response.status(200).end();
      return;
    }
    try {
      if (STREAM_KEY_PATTERN.test(body.name) && (await confirmPush(database.get().db, body.name, clock()))) {
        response.status(200).end();
        return;
      }
      logger.info({ addr: body.addr, clientid: body.clientid }, "push cut: its key was revoked or its room is offline");
      response.status(403).end();
    } catch (error) {
      // A push is not cut because the database is away a moment: the stale-push watch settles it after.
      logger.warn({ err: error }, "media update callback failed: the push goes on");
      response.status(200).end();
    }
  });

  router.post("/publish-done", async (request, response, next) => {
    const body = parse(publishDoneCall, request, response);
    if (!body) return;
    try {
      const room = STREAM_KEY_PATTERN.test(body.name) ? await finishPush(deps(), body.name, clock()) : null;
      if (room) logger.info({ room: room.slug, clientid: body.clientid }, "push ended: the room is offline");
      // No room: the key was revoked (its room was taken offline then), or the push was refused.
      response.status(200).end();
    } catch (error) {
      next(error);
    }
  });

  return router;
}
