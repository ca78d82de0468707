import { type RateLimiter } from "../accounts/rate-limit";
import { type SmsSender } from "../accounts/sms-sender";

/** What endpoints need besides the database; swapped for test doubles in tests that say so. */
export interface BackendServices {
  rateLimiter: RateLimiter;
  smsSender: SmsSender;
  /** Folder of uploaded files (DATA_DIR/uploads), served at /uploads. */
  uploadsDir: string;
}
