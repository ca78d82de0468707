// vsport's service worker: shows the Web Push notifications the site sends (reminders, goals of
// followed teams) and opens their page on a click. It caches nothing.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: "vsport", body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "vsport", {
      body: data.body || "",
      icon: "/favicon.svg",
      tag: data.id ? `vsport-${data.id}` : undefined,
      data: { link: typeof data.link === "string" && data.link.startsWith("/") ? data.link : "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ("focus" in client && "navigate" in client) return client.navigate(link).then((opened) => (opened || client).focus());
      }
      return self.clients.openWindow(link);
    }),
  );
});
