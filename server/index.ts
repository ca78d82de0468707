import { existsSync } from "node:fs";
import { ConfigurationError, readConfig } from "./config/env";
import { createLogger } from "./logger";
import { startSite } from "./start";
import { SERVER_BUILD_PATH } from "./web/remix-build";

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  if (!existsSync(SERVER_BUILD_PATH)) {
    logger.fatal(`No build at ${SERVER_BUILD_PATH}: run "npm run build" (npm start does it for you).`);
    process.exit(1);
  }

  const site = await startSite(config, logger);
  logger.info({ url: site.url }, "vsport is up");

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    site.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
