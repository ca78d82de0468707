import { type AppDatabase } from "../db/types";
import { type Logger } from "../logger";

/** What the admin's editors use (server/admin/*-editor.ts); the endpoint's context gives it (server/backend/endpoints/admin). */
export interface EditorContext {
  db: AppDatabase;
  /** The admin writing, from the session: the audit log's actor. */
  actorId: number;
  now: Date;
  /** Where uploaded images live (the backend's services.uploadsDir). */
  uploadsDir: string;
  logger: Logger;
}
