import { type ProofOfWork } from "../accounts/proof-of-work";
import { type RateLimiter } from "../accounts/rate-limit";
import { type SmsSender } from "../accounts/sms-sender";
import { type Bus } from "../bus";
import { type MediaLink } from "../media/media-link";
import { type WebPush } from "../reminders/web-push";

/** What endpoints need besides the database; swapped for test doubles in tests that say so. */
export interface BackendServices {
  rateLimiter: RateLimiter;
  smsSender: SmsSender;
  /** Folder of uploaded files (DATA_DIR/uploads), served at /uploads. */
  uploadsDir: string;
  /** The proof-of-work challenges of registration and challenged logins (decision 014). */
  proofOfWork: ProofOfWork;
  /** Where live changes and notifications are published (in-process, or Redis with REDIS_URL). */
  bus: Bus;
  /** Web Push with the site's VAPID keys; null where pushes are not sent (tests that say so). */
  push: WebPush | null;
  /** The media server commentators push to (nginx-rtmp): addresses, health, cutting a push. */
  media: MediaLink;
}
