/**
 * Push on this device: the browser asks for permission only here, when she turns push on (never on
 * page load), then subscribes with our VAPID public key through the service worker. Which of her
 * devices is this one: the SHA-256 of this browser's endpoint, as the server names its devices.
 */

export class PushUnavailableError extends Error {
  constructor(readonly reason: 'unsupported' | 'denied' | 'no-service') {
    super(
      reason === 'unsupported'
        ? 'This browser cannot receive push notifications. Install SafeTrails on your home screen, or use email.'
        : reason === 'denied'
          ? 'Notifications are blocked for SafeTrails in this browser. Allow them in the site settings, then try again.'
          : 'This browser could not reach its push service. Check your connection, or use email.',
    );
    this.name = 'PushUnavailableError';
  }
}

const READY_WITHIN_MS = 30_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The base64url public key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Asks for permission (once), subscribes this browser, and answers its subscription. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new PushUnavailableError('unsupported');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError('denied');
  // The service worker registers once the page has settled, and installs the app's files first.
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new PushUnavailableError('no-service')), READY_WITHIN_MS),
    ),
  ]);
  try {
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return subscription.toJSON();
  } catch {
    throw new PushUnavailableError('no-service');
  }
}

/** Unsubscribes this browser from its push service (the server is told separately). */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

/** The server's id of this browser's subscription, or null when it has none. */
export async function thisDeviceId(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(subscription.endpoint));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
