import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type ServerConfig } from "./env";

export interface Secrets {
  requestKey: string;
  responseKey: string;
  cookieSecret: string;
}

const secretsFileSchema = z.object({
  requestKey: z.string().regex(/^[0-9a-f]{32}$/),
  responseKey: z.string().regex(/^[0-9a-f]{32}$/),
  cookieSecret: z.string().min(32),
});

export const SECRETS_FILE = "secrets.json";

/**
 * Secrets are never committed: values from the environment win, otherwise they are read from
 * DATA_DIR/secrets.json, which the first start writes (mode 600) with fresh random values.
 */
export function loadSecrets(config: ServerConfig): Secrets {
  const file = path.join(config.DATA_DIR, SECRETS_FILE);
  const stored = readStoredSecrets(file) ?? generateSecrets(file);
  return {
    requestKey: (config.REQUEST_KEY ?? stored.requestKey).toLowerCase(),
    responseKey: (config.RESPONSE_KEY ?? stored.responseKey).toLowerCase(),
    cookieSecret: config.COOKIE_SECRET ?? stored.cookieSecret,
  };
}

function readStoredSecrets(file: string): Secrets | null {
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

function generateSecrets(file: string): Secrets {
  const secrets: Secrets = {
    requestKey: randomBytes(16).toString("hex"),
    responseKey: randomBytes(16).toString("hex"),
    cookieSecret: randomBytes(32).toString("base64url"),
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
