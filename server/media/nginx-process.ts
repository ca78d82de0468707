import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Logger } from "../logger";
import { type LocalMediaServer } from "./media-settings";
import { findMediaTools, MEDIA_INSTALL_HINT, nginxConfig, type MediaTools } from "./nginx-config";

// The media server the site starts beside itself (MEDIA_SERVER=auto; docs/media-server.md): nginx
// with the RTMP module on the configured ports, its configuration, logs and HLS under DATA_DIR/media.

const READY_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;
const STDERR_KEPT = 4_000;

// nginx runs under a small shell that holds the site's end of a pipe: when the site stops or dies
// (even killed), the pipe closes and the shell stops nginx, whose workers stop the transcoders.
// Node cannot ask Linux to kill a child with its parent, so the pipe does it.
const GUARDIAN_SCRIPT = `exec 3<&0
"$@" </dev/null & nginx_pid=$!
( cat <&3 >/dev/null; kill -TERM "$nginx_pid" 2>/dev/null ) &
wait "$nginx_pid"`;

export interface MediaServerOptions {
  server: LocalMediaServer;
  /** The backend's address, where nginx sends its callbacks. */
  backendUrl: string;
  callbackToken: string;
  logger: Logger;
  /** The programs (found on this machine unless given). */
  tools?: MediaTools | { missing: string[] };
}

export interface RunningMediaServer {
  /** http://127.0.0.1:<port>: /healthz, /control, /live-hls/. */
  httpUrl: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** An nginx left running with this configuration (its site was killed together with the guardian shell) is stopped. */
async function stopLeftover(pidFile: string, configFile: string, logger: Logger): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, "utf8").trim());
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 1 || !isAlive(pid)) return;
  let commandLine = "";
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return;
  }
  if (!commandLine.includes("nginx") || !commandLine.includes(configFile)) return;
  logger.warn({ pid }, "stopping the media server a previous run left running");
  process.kill(pid, "SIGTERM");
  for (let waited = 0; waited < STOP_TIMEOUT_MS && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) process.kill(pid, "SIGKILL");
}

/** Whether the nginx named in the pid file is the one this guardian started (not another on the same ports). */
function isOurNginx(pidFile: string, guardianPid: number | undefined): boolean {
  try {
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    // /proc/<pid>/stat: "pid (name) state ppid ...".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === guardianPid;
  } catch {
    return false;
  }
}

async function answersHealth(httpUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${httpUrl}/healthz`, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts nginx with the RTMP module and waits until it answers; null (with one warning) when it is
 * not installed or cannot start: the site runs on without it, and MediaLink.isRunning() says so.
 */
export async function startMediaServer(options: MediaServerOptions): Promise<RunningMediaServer | null> {
  const { server, logger } = options;
  const tools = options.tools ?? findMediaTools();
  if ("missing" in tools) {
    logger.warn(
      { missing: tools.missing },
      `media server not installed (${tools.missing.join(", ")} missing): commentators cannot stream until it is; install it with \`${MEDIA_INSTALL_HINT}\` (or set MEDIA_SERVER=off)`,
    );
    return null;
  }
  const configFile = path.join(server.folder, "nginx.conf");
  const pidFile = path.join(server.folder, "nginx.pid");
  const errorLog = path.join(server.folder, "logs", "error.log");
  const httpUrl = `http://127.0.0.1:${server.httpPort}`;
  for (const folder of ["logs", "temp"]) mkdirSync(path.join(server.folder, folder), { recursive: true });
  mkdirSync(server.hlsDir, { recursive: true });
  // Started by root, nginx would run its workers as nobody, who cannot write into a private DATA_DIR: they run as the site does.
  const workerUser = process.getuid?.() === 0 ? "root" : null;
  // It holds the callback token: readable by the site's user only.
  writeFileSync(
    configFile,
    nginxConfig({
      tools,
      folder: server.folder,
      hlsDir: server.hlsDir,
      rtmpHost: server.rtmpHost,
      rtmpPort: server.rtmpPort,
      httpListen: `127.0.0.1:${server.httpPort}`,
      backendUrl: options.backendUrl,
      callbackToken: options.callbackToken,
      workerUser,
    }),
    { mode: 0o600 },
  );
  await stopLeftover(pidFile, configFile, logger);

  const child: ChildProcess = spawn(
    "/bin/sh",
    ["-c", GUARDIAN_SCRIPT, "media-guardian", tools.nginx, "-c", configFile, "-e", errorLog, "-g", "daemon off;"],
    { stdio: ["pipe", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (text: string) => {
    stderr = (stderr + text).slice(-STDERR_KEPT);
  });
  let exited = false;
  let stopping = false;
  const exit = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = true;
      if (!stopping && ready) logger.error({ code, signal, stderr: stderr.trim() }, "the media server stopped: commentators cannot stream");
      resolve();
    });
    child.once("error", (error) => {
      exited = true;
      logger.warn({ err: error }, "the media server could not be started");
      resolve();
    });
  });
  let ready = false;

  const stop = async (): Promise<void> => {
    stopping = true;
    if (exited) return;
    child.stdin?.end();
    await Promise.race([exit, sleep(STOP_TIMEOUT_MS)]);
    if (exited) return;
    // The guardian did not stop it in time: nginx's master by its pid file, then the guardian.
    try {
      const pid = Number(readFileSync(pidFile, "utf8").trim());
      if (Number.isInteger(pid) && pid > 1) process.kill(pid, "SIGKILL");
    } catch {
      // no pid file: nginx is gone already
    }
    child.kill("SIGKILL");
    await exit;
  };

  for (let waited = 0; !exited && waited < READY_TIMEOUT_MS; waited += 100) {
    if (isOurNginx(pidFile, child.pid) && (await answersHealth(httpUrl))) {
      ready = true;
      break;
    }
    await sleep(100);
  }
  if (!ready) {
    await stop();
    let logTail = "";
    try {
      logTail = readFileSync(errorLog, "utf8").slice(-STDERR_KEPT);
    } catch {
      // no log written
    }
    logger.warn(
      { stderr: stderr.trim(), errorLog: logTail.trim() },
      `the media server (nginx) did not start: commentators cannot stream; see ${errorLog}`,
    );
    return null;
  }
  logger.info({ rtmp: `${server.rtmpHost}:${server.rtmpPort}`, http: httpUrl, hls: server.hlsDir }, "media server (nginx-rtmp) listening");
  return { httpUrl, stop };
}
