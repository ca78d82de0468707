import { type Agent } from "node:https";
import { eq } from "drizzle-orm";
import { type NotificationJson } from "../../contract/live/messages";
import { type AppDatabase } from "../db/types";
import { type Logger } from "../logger";
import { type PushSender } from "./delivery";
import { pushSubscriptions } from "./tables";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Expired or unsubscribed at the push service: the subscription is removed. */
const GONE = new Set([404, 410]);

/**
 * Web Push with the `web-push` library (VAPID, RFC 8291 encryption), loaded on first use. The
 * service worker (public/sw.js) shows the notification and opens its link on click.
 */
export class WebPush implements PushSender {
  constructor(
    readonly keys: VapidKeys,
    private readonly logger: Logger,
    /** The HTTPS agent to reach push services with (a test's, to trust its own push service). */
    private readonly agent?: Agent,
  ) {}

  async send(db: AppDatabase, userId: number, notification: NotificationJson): Promise<void> {
    const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    if (subscriptions.length === 0) return;
    const { default: webPush } = await import("web-push");
    const payload = JSON.stringify({ title: notification.title, body: notification.body, link: notification.link, id: notification.id });
    for (const subscription of subscriptions) {
      try {
        await webPush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            vapidDetails: { subject: this.keys.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
            TTL: 3600,
            timeout: 5000,
            ...(this.agent ? { agent: this.agent } : {}),
          },
        );
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== undefined && GONE.has(status)) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        else this.logger.warn({ status, userId, err: error }, "web push not delivered");
      }
    }
  }
}
