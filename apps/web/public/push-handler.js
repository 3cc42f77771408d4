/*
 * Web Push for SafeTrails alerts (docs/NOTIFICATIONS.md), imported by the service worker that Workbox
 * writes (vite.config.ts, `importScripts`). A push shows the notification the notifier composed: the
 * kind's icon, the place, the source ("Official: USGS"); its tag is the alert's, so an "updated"
 * message replaces the first and a message sent twice shows once. A tap opens the alert's page, in a
 * SafeTrails window already open if there is one. A check-in reminder or a safety check carries an
 * "I'm OK" ("I'm safe") action and the token its link would carry: pressing it checks her in from
 * the notification, with no page opened (docs/SAFETY-NETWORK.md). Plain JavaScript: it runs as it is,
 * not built.
 */
/* global self */
'use strict';

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'SafeTrails safety alert';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: typeof message.icon === 'string' ? message.icon : '/icon-192.png',
      badge: '/notification-icons/other.png',
      timestamp: typeof message.timestamp === 'number' ? message.timestamp : Date.now(),
      requireInteraction: message.requireInteraction === true,
      // An "updated" message is news: it sounds again. A message that replaces itself does not.
      renotify: message.renotify === true && typeof message.tag === 'string',
      actions: Array.isArray(message.actions)
        ? message.actions
            .filter((action) => action && typeof action.action === 'string' && typeof action.title === 'string')
            .map((action) => ({ action: action.action, title: action.title }))
        : [],
      data: {
        url: typeof message.url === 'string' ? message.url : '/safety-alerts',
        source: message.source,
        actionToken: typeof message.actionToken === 'string' ? message.actionToken : null,
      },
    }),
  );
});

/** "I'm OK" from the notification itself: the token is the authority, no page and no session needed. */
function checkInFromNotification(token) {
  return fetch(`/api/check-ins/by-link?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ via: 'push' }),
  }).then((response) => {
    if (!response.ok) throw new Error(`check-in refused: ${response.status}`);
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const token = event.notification.data?.actionToken;
  if (event.action === 'check-in' && typeof token === 'string') {
    // Without a connection the notification's page opens instead, where "I'm OK" waits to be sent.
    event.waitUntil(checkInFromNotification(token).catch(() => self.clients.openWindow(event.notification.data.url)));
    return;
  }
  const url = new URL(event.notification.data?.url || '/safety-alerts', self.location.origin);
  // Only our own pages: a payload cannot send her anywhere else.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((client) => client.url === url.href);
      if (same) return same.focus();
      const open = windows.find((client) => 'navigate' in client);
      if (open) return open.focus().then((client) => client.navigate(url.href));
      return self.clients.openWindow(url.href);
    }),
  );
});

// The browser renewed the subscription (keys rotated, or it expired): tell SafeTrails the new one.
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription && event.oldSubscription.options;
  if (!options || !options.applicationServerKey) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey })
      .then(async (subscription) => {
        const { token } = await (await fetch('/api/csrf-token', { credentials: 'same-origin' })).json();
        const { endpoint, keys } = subscription.toJSON();
        await fetch('/api/alert-settings/push-devices', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'x-csrf-token': token },
          body: JSON.stringify({ endpoint, keys }),
        });
      })
      .catch(() => undefined),
  );
});
