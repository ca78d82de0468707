import { type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { busOptions, startEmbeddedBackend, type RunningEmbeddedBackend } from "./backend/embedded";
import { openBus } from "./bus";
import { backendCaller } from "./chat/socket/backend-call";
import { ChatSocketServer } from "./chat/socket/chat-socket-server";
import { LiveSocketServer } from "./live/socket/live-socket-server";
import { backendSessionUser } from "./live/socket/session-user";
import { closeServer } from "./backend/service";
import { startBackendThread } from "./backend/thread-host";
import { type ServerConfig } from "./config/env";
import { loadSecrets, type Secrets } from "./config/secrets";
import { type Logger } from "./logger";
import { isSitePath, mediaCallbackToken, mediaSettings, type MediaSettings } from "./media/media-settings";
import { startMediaServer, type RunningMediaServer } from "./media/nginx-process";
import { createWebApp } from "./web/app";
import { announceDevBuilds, createBuildLoader } from "./web/remix-build";

export interface RunningSite {
  url: string;
  backendUrl: string;
  stop(): Promise<void>;
}

async function startBackend(
  config: ServerConfig,
  secrets: Secrets,
  logger: Logger,
  options: StartOptions,
): Promise<RunningEmbeddedBackend> {
  const backendSecrets = {
    requestKey: secrets.requestKey,
    responseKey: secrets.responseKey,
    vapidPublicKey: secrets.vapidPublicKey,
    vapidPrivateKey: secrets.vapidPrivateKey,
  };
  const backend = options.backendThread
    ? await startBackendThread(config, backendSecrets)
    : await startEmbeddedBackend(config, backendSecrets, logger);
  logger.info({ url: backend.url, thread: options.backendThread }, "backend service listening on loopback");
  return backend;
}

/** nginx-rtmp beside the site (MEDIA_SERVER=auto), its callbacks to the backend; null when it is not installed or did not start. */
async function startLocalMediaServer(
  media: MediaSettings,
  config: ServerConfig,
  secrets: Secrets,
  backendUrl: string,
  logger: Logger,
): Promise<RunningMediaServer | null> {
  if (!media.local) return null;
  const mediaLogger = logger.child({ part: "media-server" });
  try {
    return await startMediaServer({
      server: media.local,
      backendUrl,
      callbackToken: mediaCallbackToken(config, secrets.responseKey),
      logger: mediaLogger,
    });
  } catch (error) {
    mediaLogger.warn({ err: error }, "the media server (nginx) could not be started: commentators cannot stream");
    return null;
  }
}

export interface StartOptions {
  /**
   * The embedded backend service in a thread of its own (`npm start`), or in this one (tests that
   * want it cheap to start). Either way it is the same service behind the same URL.
   */
  backendThread: boolean;
}

/** Starts the whole site as `npm start` does: the backend service (unless BACKEND_URL points elsewhere) and the web node. */
export async function startSite(
  config: ServerConfig,
  logger: Logger,
  options: StartOptions = { backendThread: true },
): Promise<RunningSite> {
  const secrets = loadSecrets(config);

  const development = config.NODE_ENV === "development";
  // React and its server renderer pick their production builds from process.env.NODE_ENV when the
  // Remix build first loads them: without it a production start would render with React's
  // development build, several times slower. The configuration's default (production) decides.
  process.env.NODE_ENV ??= config.NODE_ENV;
  const loadBuild = createBuildLoader(development);
  // The build is loaded before listening, so that the first request is served as fast as the rest,
  // while the backend service opens its database (in its own thread, both at once).
  const [backend] = await Promise.all([config.BACKEND_URL ? null : startBackend(config, secrets, logger, options), loadBuild()]);
  const backendUrl = config.BACKEND_URL ?? backend?.url ?? "";
  const media = mediaSettings(config);
  const mediaServer = startLocalMediaServer(media, config, secrets, backendUrl, logger);
  // The web node's side of the bus: its sockets listen here to what the feed publishes.
  const bus = await openBus(busOptions(config), logger.child({ part: "bus" }));

  const web = createWebApp({
    loadBuild,
    backendUrl,
    secrets,
    buildCheckIntervalMs: config.BUILD_CHECK_INTERVAL_SECONDS * 1000,
    siteOrigin: config.SITE_URL ? new URL(config.SITE_URL).origin : null,
    trustProxy: config.TRUST_PROXY,
    // The live HLS: served by the web node from the local media server's folder, or loaded from the media server's origin.
    liveHls: media.local && isSitePath(media.hlsUrl) ? { path: media.hlsUrl, folder: media.local.hlsDir } : null,
    mediaOrigin: isSitePath(media.hlsUrl) ? null : new URL(media.hlsUrl).origin,
    logger: logger.child({ part: "web" }),
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = web.listen(config.PORT, config.HOST, () => resolve(listening));
    listening.once("error", reject);
  });
  // The live-data socket (docs/live-data.md) shares the site's port: /ws.
  const liveSocket = new LiveSocketServer({
    bus,
    logger: logger.child({ part: "live-socket" }),
    sessionUser: backendSessionUser(backendUrl, secrets),
    trustProxy: config.TRUST_PROXY,
  });
  // The chat socket (docs/chat.md) too: /chat; it asks the backend as each viewer.
  const chatSocket = new ChatSocketServer({
    bus,
    logger: logger.child({ part: "chat-socket" }),
    call: backendCaller({ url: backendUrl, requestKey: secrets.requestKey, responseKey: secrets.responseKey }),
    trustProxy: config.TRUST_PROXY,
  });
  server.on("upgrade", (request, socket, head) => {
    if (!liveSocket.handleUpgrade(request, socket, head) && !chatSocket.handleUpgrade(request, socket, head)) socket.destroy();
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const url = `http://${shownHost}:${port}`;
  const stopAnnouncing = development ? await announceDevBuilds(loadBuild) : () => undefined;
  const runningMediaServer = await mediaServer;

  return {
    url,
    backendUrl,
    async stop() {
      stopAnnouncing();
      await liveSocket.close();
      await chatSocket.close();
      await runningMediaServer?.stop();
      await closeServer(server);
      await bus.close();
      await backend?.close();
    },
  };
}
