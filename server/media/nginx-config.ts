import { accessSync, constants, readFileSync } from "node:fs";
import path from "node:path";
import { MEDIA_CALLBACKS_PATH, PUSH_UPDATE_INTERVAL_MS } from "./media-settings";

// The nginx configuration of the media server, filled from deploy/nginx/nginx.conf.template
// (docs/media-server.md), and the programs it needs.

export const NGINX_TEMPLATE_PATH = path.resolve(process.cwd(), "deploy", "nginx", "nginx.conf.template");

export const MEDIA_INSTALL_HINT = "apt-get install nginx libnginx-mod-rtmp ffmpeg";

export interface MediaTools {
  nginx: string;
  /** The RTMP module nginx loads (load_module). */
  rtmpModule: string;
  /** Makes the SD rendition and rewraps the HD one. */
  ffmpeg: string;
}

const MODULE_PLACES = [
  "/usr/lib/nginx/modules/ngx_rtmp_module.so",
  "/usr/lib64/nginx/modules/ngx_rtmp_module.so",
  "/usr/share/nginx/modules/ngx_rtmp_module.so",
  "/usr/local/nginx/modules/ngx_rtmp_module.so",
  "/usr/local/lib/nginx/modules/ngx_rtmp_module.so",
];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function isReadable(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** A program on PATH, or in /usr/sbin and /usr/local/sbin, where Debian puts nginx but a user's PATH may not reach. */
function findProgram(name: string, pathVariable: string): string | null {
  const folders = [...pathVariable.split(path.delimiter).filter(Boolean), "/usr/sbin", "/usr/local/sbin"];
  for (const folder of folders) {
    const candidate = path.join(folder, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** nginx, its RTMP module and ffmpeg; or the names of those missing. */
export function findMediaTools(pathVariable = process.env.PATH ?? ""): MediaTools | { missing: string[] } {
  const nginx = findProgram("nginx", pathVariable);
  const rtmpModule = MODULE_PLACES.find(isReadable) ?? null;
  const ffmpeg = findProgram("ffmpeg", pathVariable);
  if (nginx && rtmpModule && ffmpeg) return { nginx, rtmpModule, ffmpeg };
  const missing: string[] = [];
  if (!nginx) missing.push("nginx");
  if (!rtmpModule) missing.push("nginx's RTMP module (ngx_rtmp_module.so)");
  if (!ffmpeg) missing.push("ffmpeg");
  return { missing };
}

export interface NginxConfigValues {
  tools: Pick<MediaTools, "rtmpModule" | "ffmpeg">;
  /** DATA_DIR/media (or the media host's folder): pid, logs, temporary files. */
  folder: string;
  hlsDir: string;
  rtmpHost: string;
  rtmpPort: number;
  /** host:port of the HTTP server (health, control, HLS). */
  httpListen: string;
  /** The backend's address as nginx reaches it (the callbacks are under /media). */
  backendUrl: string;
  callbackToken: string;
  /** The user nginx's workers run as when it is started by root; null: nginx's default (nobody). */
  workerUser: string | null;
  /** Addresses besides loopback allowed to use /control (the backend's, when nginx has a host of its own). */
  controlAllow?: readonly string[];
}

// A value nginx would read as more than one word (or a variable, or the end of a directive) would change the configuration's meaning.
const PLAIN_VALUE = /^[A-Za-z0-9_@%+=:,./\-[\]]+$/;
const CALLBACK_URL = /^https?:\/\/[A-Za-z0-9.\-[\]:]+(\/[A-Za-z0-9._~\-/]*)?$/;

function plain(name: string, value: string): string {
  if (!PLAIN_VALUE.test(value)) throw new Error(`${name} cannot go into nginx's configuration as it is: ${JSON.stringify(value)}`);
  return value;
}

function hostPort(host: string, port: number): string {
  return host.includes(":") && !host.startsWith("[") ? `[${host}]:${port}` : `${host}:${port}`;
}

/** The configuration, every {{NAME}} of the template filled; throws on a value that does not fit or a name left over. */
export function nginxConfig(values: NginxConfigValues, template = readFileSync(NGINX_TEMPLATE_PATH, "utf8")): string {
  const backendUrl = values.backendUrl.replace(/\/+$/, "");
  if (!CALLBACK_URL.test(backendUrl)) throw new Error(`the backend's URL cannot go into nginx's configuration: ${backendUrl}`);
  const rtmpHost = plain("the RTMP address", values.rtmpHost);
  const listens = [hostPort(rtmpHost, values.rtmpPort)];
  // The transcoders re-publish over loopback: the server must listen there too.
  if (!["127.0.0.1", "0.0.0.0", "::", "[::]"].includes(rtmpHost)) listens.push(hostPort("127.0.0.1", values.rtmpPort));
  const fills: Record<string, string> = {
    RTMP_MODULE: plain("the RTMP module's path", values.tools.rtmpModule),
    FFMPEG: plain("ffmpeg's path", values.tools.ffmpeg),
    WORKER_USER: values.workerUser ? `user ${plain("the worker user", values.workerUser)};` : "",
    FOLDER: plain("the media folder", values.folder),
    HLS_DIR: plain("the HLS folder", values.hlsDir),
    RTMP_LISTEN: listens.map((listen) => `        listen ${listen};`).join("\n"),
    RTMP_LOOPBACK: `127.0.0.1:${values.rtmpPort}`,
    HTTP_LISTEN: plain("the HTTP address", values.httpListen),
    CALLBACK_URL: `${backendUrl}${MEDIA_CALLBACKS_PATH}`,
    CALLBACK_TOKEN: plain("the callback token", values.callbackToken),
    UPDATE_INTERVAL: `${PUSH_UPDATE_INTERVAL_MS / 1000}s`,
    CONTROL_ALLOW: (values.controlAllow ?? []).map((address) => `            allow ${plain("a control address", address)};`).join("\n"),
  };
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = fills[name];
    if (value === undefined) throw new Error(`nginx template: nothing fills ${whole}`);
    return value;
  });
  return filled;
}
