import path from "node:path";
import { z } from "zod";

const booleanText = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
    errorMap: () => ({ message: "must be one of 1, 0, true, false, yes, no, on, off" }),
  })
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const port = z.coerce
  .number({ invalid_type_error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

const url = (protocols: string[]) =>
  z
    .string()
    .url("must be a URL")
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    });

/** A media server's port: nginx cannot be told to pick one. */
const mediaPort = port.pipe(z.number().min(1, "must be between 1 and 65535"));

/** A path of this site, with no "//" or "\\" that a browser would read as another host. */
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9._~/-]+$/;

const hexKey = z.string().regex(/^[0-9a-fA-F]{32}$/, "must be 32 hexadecimal characters (a 16-byte AES key)");

// Every variable the site reads, with its default. The README's configuration table lists the same.
const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
  REDIS_URL: url(["redis:", "rediss:"]).optional(),
  BACKEND_URL: url(["http:", "https:"]).optional(),
  BACKEND_PORT: port.default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanText.default("false"),
  BUILD_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** The site's public address (canonical links, sitemaps, the RSS feed, link previews); by default the request's own. */
  SITE_URL: url(["http:", "https:"]).optional(),
  DEMO_SEED: booleanText.default("true"),
  /** Import the shipped sports data (datasets/sports) when the database has none: a first start without the template, or PostgreSQL. */
  SPORTS_IMPORT: booleanText.default("true"),
  /** The live feed's provider: real matches replayed around now (docs/live-data.md), or none (a node that only serves pages, several nodes sharing one feed). */
  LIVE_FEED: z.enum(["replay", "off"], { message: "must be replay or off" }).default("replay"),
  REQUEST_KEY: hexKey.optional(),
  RESPONSE_KEY: hexKey.optional(),
  COOKIE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)")
    .optional(),
  /** Who the push services may contact about this site's pushes (VAPID "sub"). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
    .default("mailto:admin@vsport.invalid"),
  // The media server commentators push to (docs/media-server.md).
  /** auto: start nginx-rtmp beside the site when it is installed; external: another host runs it; off: none. */
  MEDIA_SERVER: z.enum(["auto", "external", "off"], { message: "must be auto, external or off" }).default("auto"),
  /** The address the local media server's RTMP port listens on (auto): loopback unless encoders on other machines push to it. */
  MEDIA_RTMP_HOST: z.string().min(1).default("127.0.0.1"),
  MEDIA_RTMP_PORT: mediaPort.default(1935),
  /** The local media server's HTTP port on loopback: health, control, HLS. */
  MEDIA_HTTP_PORT: mediaPort.default(8935),
  /** The RTMP address commentators paste into OBS; by default rtmp://localhost:MEDIA_RTMP_PORT/live. */
  MEDIA_RTMP_URL: url(["rtmp:", "rtmps:"]).optional(),
  /** Where viewers load the HLS from: a path of this site (served from the local media server's folder) or another origin. */
  MEDIA_HLS_URL: z
    .string()
    .refine((value) => SITE_PATH.test(value) || (URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol)), {
      message: "must be a path of this site (/live-hls) or an http:// or https:// URL",
    })
    .transform((value) => value.replace(/\/+$/, ""))
    .default("/live-hls"),
  /** The media server's HTTP address for health and control, as the backend reaches it; by default http://127.0.0.1:MEDIA_HTTP_PORT. */
  MEDIA_CONTROL_URL: url(["http:", "https:"]).optional(),
  /** The token of the media server's callbacks; by default derived from RESPONSE_KEY. Set it for a media server on another host. */
  MEDIA_CALLBACK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,200}$/, "must be 32 to 200 letters, digits, - or _")
    .optional(),
});

export type Environment = z.infer<typeof environmentSchema>;

export type ServerConfig = Omit<Environment, "DATA_DIR"> & { DATA_DIR: string };

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** Reads and validates the environment; throws one ConfigurationError naming every bad variable. */
export function readConfig(source: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  const present = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in environmentSchema.shape && value !== undefined && value !== ""),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `  ${name}=${JSON.stringify(source[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigurationError(`Invalid configuration:\n${lines.join("\n")}\nSee the configuration table in README.md.`);
  }
  if (parsed.data.MEDIA_SERVER === "external") {
    const missing = ["MEDIA_RTMP_URL", "MEDIA_CONTROL_URL"].filter((name) => present[name] === undefined);
    if (missing.length > 0)
      throw new ConfigurationError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: must be set when MEDIA_SERVER=external`).join("\n")}\nSee the configuration table in README.md.`,
      );
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
