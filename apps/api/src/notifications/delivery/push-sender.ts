/**
 * Web Push (RFC 8030, 8291, 8292): the payload encrypted for the subscription's keys and signed with
 * our VAPID key by the `web-push` library, sent with `fetch` (web-push's own sender speaks only
 * https, and the local push service of the tests is http). `Topic` lets a newer message replace an
 * undelivered older one; `Urgency` lets a phone saving its battery wait for a low one.
 */
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import webpush from 'web-push';
import { DeliveryError } from './delivery-error';
import { PushKeys } from './push-keys';

export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface PushOptions {
  readonly urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** What a newer message replaces: the same alert's. */
  readonly topicOf: string;
  /** Seconds the push service keeps it for a device that is off. */
  readonly ttlSeconds: number;
}

/** The subscription is gone (404 or 410): remove it. */
export class PushGoneError extends DeliveryError {
  constructor(readonly status: number) {
    super(`push service ${status}: subscription gone`, true);
  }
}

const TIMEOUT_MS = 10_000;

/** A Topic is at most 32 characters of the URL-safe base64 alphabet. */
export function pushTopic(of: string): string {
  return createHash('sha256').update(of).digest('base64url').slice(0, 32);
}

/** A VAPID token is good for up to 24 hours (RFC 8292); ours for 12, made again after 11. */
const VAPID_TOKEN_SECONDS = 12 * 3600;
const VAPID_TOKEN_KEPT_MS = 11 * 3600 * 1000;

@Injectable()
export class PushSender {
  /** One signed token per push service, reused: signing one per message cost more than the encryption. */
  private readonly tokens = new Map<string, { headers: Record<string, string>; until: number }>();

  constructor(private readonly keys: PushKeys) {}

  private vapidHeaders(audience: string): Record<string, string> {
    const kept = this.tokens.get(audience);
    if (kept && kept.until > Date.now()) return kept.headers;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.keys.subject,
      this.keys.publicKey!,
      this.keys.privateKey!,
      'aes128gcm',
      Math.floor(Date.now() / 1000) + VAPID_TOKEN_SECONDS,
    );
    const headers = { Authorization: String(Authorization) };
    this.tokens.set(audience, { headers, until: Date.now() + VAPID_TOKEN_KEPT_MS });
    return headers;
  }

  async send(target: PushTarget, payload: string, options: PushOptions): Promise<void> {
    if (!this.keys.publicKey || !this.keys.privateKey) throw new DeliveryError('no VAPID keys are configured', true);
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        headers: this.vapidHeaders(new URL(target.endpoint).origin),
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        topic: pushTopic(options.topicOf),
        contentEncoding: 'aes128gcm',
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new DeliveryError(`push service unreachable (${cause})`, false);
    }
    if (response.ok) return;
    if (response.status === 404 || response.status === 410) throw new PushGoneError(response.status);
    // 429 and 5xx pass; 400 (a bad request), 403 (a VAPID key it does not take), 413 (too large) do not.
    const transient = response.status === 429 || response.status >= 500;
    throw new DeliveryError(`push service ${response.status}`, !transient);
  }

  /**
   * To every device she turned push on for: done if one took it; a device whose subscription is gone
   * (404, 410) is handed to `gone` to be removed. None took it: the transient failure if any (retried),
   * else the first.
   */
  async sendToAll<Device extends PushTarget>(
    devices: readonly Device[],
    payload: string,
    options: PushOptions,
    gone: (device: Device, status: number) => Promise<void>,
  ): Promise<void> {
    if (devices.length === 0) throw new DeliveryError('no device has push turned on', true);
    const failures: DeliveryError[] = [];
    let delivered = 0;
    for (const device of devices) {
      try {
        await this.send(device, payload, options);
        delivered++;
      } catch (error) {
        const failure = error instanceof DeliveryError ? error : new DeliveryError(String(error), false);
        failures.push(failure);
        if (failure instanceof PushGoneError) await gone(device, failure.status);
      }
    }
    if (delivered > 0) return;
    throw failures.find((failure) => !failure.permanent) ?? failures[0]!;
  }
}
