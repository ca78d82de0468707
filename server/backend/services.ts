import { type ProofOfWork } from "../accounts/proof-of-work";
import { type RateLimiter } from "../accounts/rate-limit";
import { type SmsSender } from "../accounts/sms-sender";

/** What endpoints need besides the database; swapped for test doubles in tests that say so. */
export interface BackendServices {
  rateLimiter: RateLimiter;
  smsSender: SmsSender;
  /** Folder of uploaded files (DATA_DIR/uploads), served at /uploads. */
  uploadsDir: string;
  /** The proof-of-work challenges of registration and challenged logins (decision 014). */
  proofOfWork: ProofOfWork;
}
