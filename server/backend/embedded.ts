import path from "node:path";
import { type Redis } from "ioredis";
import { ensureDemoAccounts } from "../accounts/demo-accounts";
import { ProofOfWork, proofOfWorkKey } from "../accounts/proof-of-work";
import { FlexibleRateLimiter } from "../accounts/rate-limit";
import { LogSmsSender } from "../accounts/sms-sender";
import { type ServerConfig } from "../config/env";
import { type Secrets } from "../config/secrets";
import { defaultDatabaseTemplateDir, migrateDatabase, openDatabase, seedDatabase } from "../db";
import { importSportsDataIfNone } from "../sports/import/shipped";
import { type BusOptions, openBus } from "../bus";
import { type Logger } from "../logger";
import { closeRedis, openRedis } from "../redis";
import { DatabaseConnection } from "./database-connection";
import { startBackendService } from "./service";
import { startLiveFeed } from "../live/feed/start";
import { startStalePushWatch } from "../media/ingest";
import { mediaCallbackToken, mediaSettings } from "../media/media-settings";
import { NginxMediaLink } from "../media/nginx-media-link";
import { ensureDemoRooms } from "../rooms/demo-rooms";
import { startRoomDirector } from "../rooms/director";
import { startViewerSampler } from "../rooms/viewer-sampler";
import { startReminders } from "../reminders/start";
import { WebPush } from "../reminders/web-push";

/** The bus of one deployment: its nodes share a database, so its address names the bus; else the data folder. */
export function busOptions(config: ServerConfig): BusOptions {
  return { redisUrl: config.REDIS_URL, scope: config.DATABASE_URL ?? config.DATA_DIR };
}

export type BackendSecrets = Pick<Secrets, "requestKey" | "responseKey" | "vapidPublicKey" | "vapidPrivateKey">;

export interface RunningEmbeddedBackend {
  url: string;
  close(): Promise<void>;
}

/**
 * The backend service of a site started without BACKEND_URL: its database (PGlite in DATA_DIR, or
 * PostgreSQL with DATABASE_URL), opened, migrated and seeded; its rate limits (shared in Redis
 * when REDIS_URL is set); its HTTP service on loopback.
 */
export async function startEmbeddedBackend(config: ServerConfig, secrets: BackendSecrets, logger: Logger): Promise<RunningEmbeddedBackend> {
  const database = new DatabaseConnection(
    async () => {
      const opened = await openDatabase({
        dataDir: path.join(config.DATA_DIR),
        databaseUrl: config.DATABASE_URL,
        pgliteTemplateDir: defaultDatabaseTemplateDir(),
      });
      try {
        await migrateDatabase(opened);
        await seedDatabase(opened);
        if (config.SPORTS_IMPORT) await importSportsDataIfNone(opened.db, config.DATA_DIR, logger.child({ part: "sports-import" }));
        if (config.DEMO_SEED) {
          await ensureDemoAccounts(opened.db, config.DATA_DIR, logger.child({ part: "accounts" }));
          await ensureDemoRooms(opened.db, logger.child({ part: "rooms" }));
        }
      } catch (error) {
        await opened.close();
        throw error;
      }
      return opened;
    },
    logger.child({ part: "database" }),
  );
  await database.start();
  const backendLogger = logger.child({ part: "backend" });
  // Shared rate limits when several nodes run; an unreachable Redis is logged, never fatal.
  const redis: Redis | null = config.REDIS_URL ? await openRedis(config.REDIS_URL, logger.child({ part: "redis" })) : null;
  const rateLimiter = new FlexibleRateLimiter({ redis: redis ?? undefined });
  const bus = await openBus(busOptions(config), logger.child({ part: "bus" }));
  const push = new WebPush(
    { publicKey: secrets.vapidPublicKey, privateKey: secrets.vapidPrivateKey, subject: config.VAPID_SUBJECT },
    logger.child({ part: "web-push" }),
  );
  const backend = await startBackendService({
    database,
    logger: backendLogger,
    services: {
      rateLimiter,
      smsSender: new LogSmsSender(backendLogger.child({ part: "sms" })),
      uploadsDir: path.join(config.DATA_DIR, "uploads"),
      // Spent solutions are remembered in the limiter's store: Redis when several nodes share it.
      proofOfWork: new ProofOfWork({ hmacKey: proofOfWorkKey(secrets.responseKey), rateLimiter }),
      bus,
      push,
      // The media server's addresses and control (docs/media-server.md); the site starts it beside the web node (server/start.ts).
      media: new NginxMediaLink(mediaSettings(config)),
    },
    requestKey: secrets.requestKey,
    responseKey: secrets.responseKey,
    mediaCallbackToken: mediaCallbackToken(config, secrets.responseKey),
    port: config.BACKEND_PORT,
  });
  const live = config.LIVE_FEED === "replay" ? startLiveFeed({ database, bus, logger: logger.child({ part: "live-feed" }) }) : null;
  // The demo rooms follow the replays the feed plays, so the director runs where the feed does.
  const director = live
    ? startRoomDirector({ database, bus, logger: logger.child({ part: "room-director" }), changes: live.changes })
    : null;
  const reminders = startReminders({ database, bus, push, logger: logger.child({ part: "reminders" }), changes: live?.changes ?? null });
  // Rooms whose push nginx stopped mentioning (it died without on_publish_done) go offline.
  const stalePushes = startStalePushWatch({ database, bus, push, logger: logger.child({ part: "ingest" }) });
  // Viewers of every broadcast on air, for the commentator centre's numbers (every node samples; one row per 15 s bucket).
  const viewerSampler = startViewerSampler({ database, bus, logger: logger.child({ part: "viewer-sampler" }) });
  return {
    url: backend.url,
    async close() {
      stalePushes.stop();
      await viewerSampler.stop();
      reminders.stop();
      await director?.stop();
      await live?.stop();
      await backend.close();
      await bus.close();
      if (redis) await closeRedis(redis);
      await database.close();
    },
  };
}
