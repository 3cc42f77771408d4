/** The alerts' outbox (`rm_notifications.deliveries`): each message of an alert or a digest, sent by DeliverySender. */
import { Injectable } from '@nestjs/common';
import type { GlobalPosition } from '@safetrails/contracts';
import { DeliveriesReader, type DueDelivery } from '../queries/deliveries.reader';
import { DeliverySender } from './delivery-sender';
import type { Outbox } from './outboxes';

type AlertDelivery = DueDelivery & { readonly key: string };

@Injectable()
export class AlertOutbox implements Outbox<AlertDelivery> {
  readonly projection = 'notifications';

  constructor(
    private readonly deliveries: DeliveriesReader,
    private readonly sender: DeliverySender,
  ) {}

  async due(now: Date, limit: number, exclude: readonly string[]): Promise<AlertDelivery[]> {
    return (await this.deliveries.due(now, limit, exclude)).map((delivery) => ({
      ...delivery,
      key: delivery.deliveryKey,
    }));
  }

  deliver(delivery: AlertDelivery): Promise<GlobalPosition | null> {
    return this.sender.deliver(delivery);
  }
}
