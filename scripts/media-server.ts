// The media server (nginx with the RTMP module) on its own, for development and tests: `npm run media`
// (docs/media-server.md). `npm start` and `npm run dev` start it themselves beside the site
// (MEDIA_SERVER=auto); this is for a site started with MEDIA_SERVER=external or off, or a backend
// elsewhere. Reads the site's configuration (DATA_DIR for the folder and the callback token,
// MEDIA_RTMP_HOST, MEDIA_RTMP_PORT, MEDIA_HTTP_PORT, MEDIA_CALLBACK_TOKEN).
//
//   npm run media -- --backend-url http://127.0.0.1:4100     the backend nginx calls back (or MEDIA_BACKEND_URL)
//   npm run media -- --backend-url URL --print-config         prints the filled nginx.conf and exits; for a media host
//     of its own also --folder DIR (its pid, logs, HLS), --http-host ADDRESS (HLS to viewers), --control-allow IP,IP (the backend)
//
// Exit codes: 0 stopped by a signal (or the configuration printed), 1 could not start, 2 bad arguments or configuration.
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigurationError, readConfig } from "../server/config/env";
import { loadSecrets } from "../server/config/secrets";
import { createLogger } from "../server/logger";
import { mediaCallbackToken, mediaSettings } from "../server/media/media-settings";
import { findMediaTools, MEDIA_INSTALL_HINT, nginxConfig } from "../server/media/nginx-config";
import { startMediaServer } from "../server/media/nginx-process";

const USAGE = `usage: npm run media -- --backend-url http://127.0.0.1:PORT [--print-config [--folder DIR] [--http-host ADDRESS] [--control-allow IP,...]]
  --backend-url    the backend service nginx sends its callbacks to (default: MEDIA_BACKEND_URL, then BACKEND_URL)
  --print-config   print the filled nginx configuration instead of starting nginx
  --folder         with --print-config: the media host's folder for pid, logs, temporary files and hls/ (default DATA_DIR/media)
  --http-host      with --print-config: the address nginx's HTTP server listens on (default 127.0.0.1)
  --control-allow  with --print-config: addresses besides loopback that may cut pushes (/control): the backend's`;

function fail(code: number, message: string): number {
  process.stderr.write(`${message}\n`);
  return code;
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        "backend-url": { type: "string" },
        "print-config": { type: "boolean" },
        folder: { type: "string" },
        "http-host": { type: "string" },
        "control-allow": { type: "string" },
        help: { type: "boolean" },
      },
    }).values;
  } catch (error) {
    return fail(2, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let config;
  try {
    config = readConfig({ ...process.env, MEDIA_SERVER: "auto" });
  } catch (error) {
    if (error instanceof ConfigurationError) return fail(2, error.message);
    throw error;
  }
  const backendUrl = args["backend-url"] ?? process.env.MEDIA_BACKEND_URL ?? config.BACKEND_URL;
  if (!backendUrl || !URL.canParse(backendUrl)) return fail(2, `The backend's URL is missing or not a URL.\n${USAGE}`);
  const local = mediaSettings(config).local;
  if (!local) return fail(2, "MEDIA_SERVER must be auto");
  const callbackToken = mediaCallbackToken(config, loadSecrets(config).responseKey);

  if (args["print-config"]) {
    const tools = findMediaTools();
    if ("missing" in tools) return fail(1, `Missing: ${tools.missing.join(", ")}. Install with: ${MEDIA_INSTALL_HINT}`);
    const folder = args.folder ? path.resolve(args.folder) : local.folder;
    process.stdout.write(
      nginxConfig({
        tools,
        folder,
        hlsDir: path.join(folder, "hls"),
        rtmpHost: local.rtmpHost,
        rtmpPort: local.rtmpPort,
        httpListen: `${args["http-host"] ?? "127.0.0.1"}:${local.httpPort}`,
        backendUrl,
        callbackToken,
        workerUser: null,
        controlAllow: (args["control-allow"] ?? "").split(",").filter(Boolean),
      }),
    );
    return 0;
  }

  const logger = createLogger(config.LOG_LEVEL);
  const running = await startMediaServer({ server: local, backendUrl, callbackToken, logger });
  if (!running) return 1;
  logger.info(
    { publish: `rtmp://${local.rtmpHost}:${local.rtmpPort}/live/<stream key>`, hls: `${running.httpUrl}/live-hls/<room slug>.m3u8` },
    "media server running; Ctrl-C stops it",
  );
  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  await running.stop();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
