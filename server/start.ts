import { type Server } from "node:http";
import { type AddressInfo } from "node:net";
import path from "node:path";
import { type Redis } from "ioredis";
import { ensureDemoAccounts } from "./accounts/demo-accounts";
import { LogSmsSender } from "./accounts/sms-sender";
import { ProofOfWork, proofOfWorkKey } from "./accounts/proof-of-work";
import { FlexibleRateLimiter } from "./accounts/rate-limit";
import { defaultDatabaseTemplateDir, openDatabase, migrateDatabase, seedDatabase } from "./db";
import { DatabaseConnection } from "./backend/database-connection";
import { closeServer, startBackendService, type RunningBackendService } from "./backend/service";
import { type ServerConfig } from "./config/env";
import { loadSecrets } from "./config/secrets";
import { type Logger } from "./logger";
import { closeRedis, openRedis } from "./redis";
import { createWebApp } from "./web/app";
import { announceDevBuilds, createBuildLoader } from "./web/remix-build";

export interface RunningSite {
  url: string;
  backendUrl: string;
  stop(): Promise<void>;
}

/** Starts the whole site as `npm start` does: the backend service (unless BACKEND_URL points elsewhere) and the web node. */
export async function startSite(config: ServerConfig, logger: Logger): Promise<RunningSite> {
  const secrets = loadSecrets(config);

  let database: DatabaseConnection | null = null;
  let backend: RunningBackendService | null = null;
  let redis: Redis | null = null;
  if (!config.BACKEND_URL) {
    database = new DatabaseConnection(
      async () => {
        const opened = await openDatabase({
          dataDir: path.join(config.DATA_DIR),
          databaseUrl: config.DATABASE_URL,
          pgliteTemplateDir: defaultDatabaseTemplateDir(),
        });
        try {
          await migrateDatabase(opened);
          await seedDatabase(opened);
          if (config.DEMO_SEED) await ensureDemoAccounts(opened.db, config.DATA_DIR, logger.child({ part: "accounts" }));
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
    redis = config.REDIS_URL ? await openRedis(config.REDIS_URL, logger.child({ part: "redis" })) : null;
    const rateLimiter = new FlexibleRateLimiter({ redis: redis ?? undefined });
    backend = await startBackendService({
      database,
      logger: backendLogger,
      services: {
        rateLimiter,
        smsSender: new LogSmsSender(backendLogger.child({ part: "sms" })),
        uploadsDir: path.join(config.DATA_DIR, "uploads"),
        // Spent solutions are remembered in the limiter's store: Redis when several nodes share it.
        proofOfWork: new ProofOfWork({ hmacKey: proofOfWorkKey(secrets.responseKey), rateLimiter }),
      },
      requestKey: secrets.requestKey,
      responseKey: secrets.responseKey,
      port: config.BACKEND_PORT,
    });
    logger.info({ url: backend.url }, "backend service listening on loopback");
  }
  const backendUrl = config.BACKEND_URL ?? backend?.url ?? "";

  const development = config.NODE_ENV === "development";
  // React and its server renderer pick their production builds from process.env.NODE_ENV when the
  // Remix build first loads them: without it a production start would render with React's
  // development build, several times slower. The configuration's default (production) decides.
  process.env.NODE_ENV ??= config.NODE_ENV;
  const loadBuild = createBuildLoader(development);
  // Loaded before listening, so that the first request is served as fast as the rest.
  await loadBuild();
  const web = createWebApp({
    loadBuild,
    backendUrl,
    secrets,
    buildCheckIntervalMs: config.BUILD_CHECK_INTERVAL_SECONDS * 1000,
    trustProxy: config.TRUST_PROXY,
    logger: logger.child({ part: "web" }),
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = web.listen(config.PORT, config.HOST, () => resolve(listening));
    listening.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const url = `http://${shownHost}:${port}`;
  const stopAnnouncing = development ? await announceDevBuilds(loadBuild) : () => undefined;

  return {
    url,
    backendUrl,
    async stop() {
      stopAnnouncing();
      await closeServer(server);
      await backend?.close();
      if (redis) await closeRedis(redis);
      await database?.close();
    },
  };
}
