import { type Logger } from "../logger";
import { type Database } from "../db";

export class DatabaseNotReadyError extends Error {
  override name = "DatabaseNotReadyError";
}

type Opener = () => Promise<Database>;

/**
 * Holds the database for the backend service. If the database cannot be reached at start the
 * service still starts (pages fall back, /readyz says 503) and keeps retrying in the background,
 * logging one clear line per attempt window instead of a crash loop.
 */
export class DatabaseConnection {
  private database: Database | null = null;
  private lastError: Error | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly open: Opener,
    private readonly logger: Logger,
    private readonly retryDelayMs = 5_000,
  ) {}

  /** Tries once; on failure schedules retries and resolves anyway. */
  async start(): Promise<void> {
    await this.attempt();
  }

  get(): Database {
    if (!this.database) throw new DatabaseNotReadyError(this.lastError?.message ?? "database is starting");
    return this.database;
  }

  get ready(): boolean {
    return this.database !== null;
  }

  async ping(): Promise<void> {
    await this.get().ping();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const database = this.database;
    this.database = null;
    await database?.close();
  }

  private async attempt(): Promise<void> {
    try {
      const database = await this.open();
      if (this.closed) {
        await database.close();
        return;
      }
      this.database = database;
      if (this.lastError) this.logger.info("database is reachable again");
      this.lastError = null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (this.lastError?.message !== message) {
        this.logger.error({ retryInSeconds: this.retryDelayMs / 1000 }, `database unavailable: ${message}`);
      }
      this.lastError = error instanceof Error ? error : new Error(message);
      if (!this.closed) this.retryTimer = setTimeout(() => void this.attempt(), this.retryDelayMs);
    }
  }
}
