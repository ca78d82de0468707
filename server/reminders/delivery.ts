import { type NotificationJson } from "../../contract/live/messages";
import { type AppDatabase } from "../db/types";
import { type Logger } from "../logger";
import { type LivePublisher } from "../live/publisher";
import { createNotifications, type NewNotification, unreadCount } from "./notifications";

/** Sends a notification to a user's devices (Web Push); null when push is not configured. */
export interface PushSender {
  send(db: AppDatabase, userId: number, notification: NotificationJson): Promise<void>;
}

/**
 * Stores notifications once and delivers the new ones: live over the user's open pages (the
 * socket, through the bus) and as Web Push notifications to the devices the user allowed.
 */
export class NotificationDelivery {
  constructor(
    private readonly db: AppDatabase,
    private readonly publisher: LivePublisher,
    private readonly push: PushSender | null,
    private readonly logger: Logger,
  ) {}

  async notify(items: readonly NewNotification[], now: Date): Promise<number> {
    const created = await createNotifications(this.db, items, now);
    for (const { userId, notification } of created) {
      const unread = await unreadCount(this.db, userId);
      this.publisher.publishToUser(userId, { type: "notification", matchId: null, notification, unread });
      if (this.push)
        await this.push
          .send(this.db, userId, notification)
          .catch((error: unknown) => this.logger.warn({ err: error, userId }, "web push failed"));
    }
    return created.length;
  }
}
