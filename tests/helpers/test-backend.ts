import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ProofOfWork, proofOfWorkKey } from "../../server/accounts/proof-of-work";
import { MemoryRateLimiter } from "../../server/accounts/rate-limit";
import { type SmsSender } from "../../server/accounts/sms-sender";
import { DatabaseConnection } from "../../server/backend/database-connection";
import { startBackendService } from "../../server/backend/service";
import { type BackendServices } from "../../server/backend/services";
import { InProcessBus } from "../../server/bus/in-process-bus";
import { type AppDatabase } from "../../server/db/types";
import { type MediaLink } from "../../server/media/media-link";
import { NginxMediaLink } from "../../server/media/nginx-media-link";
import { createLogger, type Logger } from "../../server/logger";
import { decodeResponse, encodeRequest, type ResponseEnvelope } from "../../contract/wire/codec";
import { createTestDatabase, type TemplateStage } from "./test-database";

export const TEST_REQUEST_KEY = "000102030405060708090a0b0c0d0e0f";
export const TEST_RESPONSE_KEY = "f0e0d0c0b0a090807060504030201000";
/** The proof of work's difficulty in backend tests: solved in a moment (the site's is in server/accounts/proof-of-work.ts). */
export const TEST_POW_MAX_NUMBER = 2_000;
/** The token of the media server's callbacks in backend tests (nginx's callback URLs hold it). */
export const TEST_MEDIA_CALLBACK_TOKEN = "test-media-callback-token-0123456789abcdef";

/** The media link of backend tests that do not say otherwise: nginx's, to a media server that is not running. */
export function notRunningMediaLink(): MediaLink {
  return new NginxMediaLink({ rtmpUrl: "rtmp://localhost:1935/live", hlsUrl: "/live-hls", controlUrl: "http://127.0.0.1:9" });
}

/** A test double that keeps sent messages instead of logging them (this is a test-only fake). */
export class RecordingSmsSender implements SmsSender {
  readonly sent: { phone: string; text: string }[] = [];
  async send(phone: string, text: string): Promise<void> {
    this.sent.push({ phone, text });
  }
  /** The last 6-digit code sent to a phone. */
  lastCode(phone: string): string | undefined {
    const message = [...this.sent].reverse().find((sent) => sent.phone === phone);
    return /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
  }
}

export interface CallResult extends ResponseEnvelope {
  /** `result` parsed from its JSON text. */
  data: unknown;
}

export interface TestBackend {
  url: string;
  db: AppDatabase;
  sms: RecordingSmsSender;
  services: BackendServices;
  /** Sends one real encrypted frame and decodes the answer. */
  call(path: string, param: unknown, sessionId?: string, clientAddress?: string): Promise<CallResult>;
  /** Sends raw bytes, for bad-frame tests. */
  post(path: string, body: Uint8Array, contentType?: string): Promise<Response>;
  close(): Promise<void>;
}

export interface TestBackendOptions {
  /** The request time the backend's handlers see (a TestClock's `now`); default the real time. */
  clock?: () => Date;
  /** The media server's link (a real one to a test nginx, or a recording double that says so); default notRunningMediaLink(). */
  media?: MediaLink;
}

/** A clock a test moves by hand: the backend answers every call at `now()`. */
export class TestClock {
  private time: number;
  constructor(start: Date | string) {
    this.time = new Date(start).getTime();
  }
  readonly now = (): Date => new Date(this.time);
  set(to: Date | string): void {
    this.time = new Date(to).getTime();
  }
  advance(milliseconds: number): void {
    this.time += milliseconds;
  }
}

/** The backend service on a fresh, migrated and seeded database (PGlite or PostgreSQL). */
export async function startTestBackend(
  kind: "pglite" | "postgres" = "pglite",
  logger: Logger = createLogger("silent"),
  stage: TemplateStage = "seeded",
  options: TestBackendOptions = {},
): Promise<TestBackend> {
  const test = await createTestDatabase(kind, { stage });
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "vsport-uploads-"));
  const database = new DatabaseConnection(async () => test.database, logger);
  await database.start();
  const sms = new RecordingSmsSender();
  const rateLimiter = new MemoryRateLimiter();
  const proofOfWork = new ProofOfWork({ hmacKey: proofOfWorkKey(TEST_RESPONSE_KEY), rateLimiter, maxNumber: TEST_POW_MAX_NUMBER });
  const bus = new InProcessBus(`test-backend-${process.pid}-${uploadsDir}`, logger);
  const media = options.media ?? notRunningMediaLink();
  const services: BackendServices = { rateLimiter, smsSender: sms, uploadsDir, proofOfWork, bus, push: null, media };
  const backend = await startBackendService({
    database,
    logger,
    services,
    requestKey: TEST_REQUEST_KEY,
    responseKey: TEST_RESPONSE_KEY,
    mediaCallbackToken: TEST_MEDIA_CALLBACK_TOKEN,
    port: 0,
    clock: options.clock,
  });

  const post = (requestPath: string, body: Uint8Array, contentType = "application/octet-stream", clientAddress = "203.0.113.1") =>
    fetch(`${backend.url}${requestPath}`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "Content-Type": contentType, "X-Forwarded-For": clientAddress },
    });

  return {
    url: backend.url,
    db: test.database.db,
    sms,
    services,
    post: (requestPath, body, contentType) => post(requestPath, body, contentType),
    async call(requestPath, param, sessionId = "-1763700000000123456", clientAddress = "203.0.113.1") {
      const response = await post(
        requestPath,
        encodeRequest({ sessionId, param }, TEST_REQUEST_KEY),
        "application/octet-stream",
        clientAddress,
      );
      const envelope = decodeResponse(new Uint8Array(await response.arrayBuffer()), TEST_RESPONSE_KEY);
      let data: unknown = null;
      try {
        data = envelope.result ? JSON.parse(envelope.result) : null;
      } catch {
        data = envelope.result;
      }
      return { ...envelope, data };
    },
    async close() {
      await backend.close();
      await bus.close();
      await test.cleanup();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
