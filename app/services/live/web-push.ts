// Web Push in the browser: the service worker (public/sw.js) and this browser's subscription.

export type PushOutcome = "enabled" | "denied" | "unsupported" | "failed";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/**
 * Asks permission, registers the service worker and subscribes this browser with the site's VAPID
 * key; `save` hands the subscription to the backend (pushSubscribe).
 */
export async function enablePush(publicKey: string, save: (subscription: PushSubscriptionJSON) => Promise<boolean>): Promise<PushOutcome> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  try {
    const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return (await save(subscription.toJSON())) ? "enabled" : "failed";
  } catch {
    return "failed";
  }
}
