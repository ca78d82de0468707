import { type BackendServices } from "../backend/services";
import { type AppDatabase } from "../db/types";
import { type Logger } from "../logger";

/** What the profile operations use; an endpoint's context has this shape. */
export interface ProfileDependencies {
  db: AppDatabase;
  services: Pick<BackendServices, "rateLimiter" | "uploadsDir">;
  logger: Logger;
  now: Date;
}
