import { createECDH, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type ServerConfig } from "./env";

export interface Secrets {
  requestKey: string;
  responseKey: string;
  cookieSecret: string;
  /** Web Push (VAPID) key pair, base64url: the public key goes to browsers, the private one signs pushes. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/);
const secretsFileSchema = z.object({
  requestKey: z.string().regex(/^[0-9a-f]{32}$/),
  responseKey: z.string().regex(/^[0-9a-f]{32}$/),
  cookieSecret: z.string().min(32),
  // Added with Web Push: a file written before has none, and gets them on the next start.
  vapidPublicKey: base64url.length(87).optional(),
  vapidPrivateKey: base64url.length(43).optional(),
});
type StoredSecrets = z.infer<typeof secretsFileSchema>;

/** A P-256 key pair as VAPID wants it: the public key uncompressed (65 bytes), the private key 32 bytes, both base64url. */
export function newVapidKeys(): { vapidPublicKey: string; vapidPrivateKey: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return { vapidPublicKey: ecdh.getPublicKey().toString("base64url"), vapidPrivateKey: padded.toString("base64url") };
}

export const SECRETS_FILE = "secrets.json";

/**
 * Secrets are never committed: values from the environment win, otherwise they are read from
 * DATA_DIR/secrets.json, which the first start writes (mode 600) with fresh random values.
 */
export function loadSecrets(config: ServerConfig): Secrets {
  const file = path.join(config.DATA_DIR, SECRETS_FILE);
  const stored = withVapidKeys(file, readStoredSecrets(file) ?? generateSecrets(file));
  return {
    requestKey: (config.REQUEST_KEY ?? stored.requestKey).toLowerCase(),
    responseKey: (config.RESPONSE_KEY ?? stored.responseKey).toLowerCase(),
    cookieSecret: config.COOKIE_SECRET ?? stored.cookieSecret,
    vapidPublicKey: config.VAPID_PUBLIC_KEY ?? stored.vapidPublicKey,
    vapidPrivateKey: config.VAPID_PRIVATE_KEY ?? stored.vapidPrivateKey,
  };
}

/** A secrets file from before Web Push gets its VAPID keys, written back. */
function withVapidKeys(file: string, stored: StoredSecrets): Secrets {
  if (stored.vapidPublicKey && stored.vapidPrivateKey)
    return { ...stored, vapidPublicKey: stored.vapidPublicKey, vapidPrivateKey: stored.vapidPrivateKey };
  const completed = { ...stored, ...newVapidKeys() };
  writeFileSync(file, `${JSON.stringify(completed, null, 2)}\n`, { mode: 0o600 });
  return completed;
}

function readStoredSecrets(file: string): StoredSecrets | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  const parsed = secretsFileSchema.safeParse(safeJsonParse(text));
  if (!parsed.success) {
    throw new Error(
      `${file} is damaged (${parsed.error.issues[0]?.path.join(".") ?? "not JSON"}); fix it or delete it to generate new secrets (existing sessions will end).`,
    );
  }
  return parsed.data;
}

function generateSecrets(file: string): StoredSecrets {
  const secrets: Secrets = {
    requestKey: randomBytes(16).toString("hex"),
    responseKey: randomBytes(16).toString("hex"),
    cookieSecret: randomBytes(32).toString("base64url"),
    ...newVapidKeys(),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process sharing DATA_DIR wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readStoredSecrets(file) ?? secrets;
    throw error;
  }
  return secrets;
}

function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
