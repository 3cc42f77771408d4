import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { alertSettingsStreamName, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { alertSettingsDecider } from '../../domain/alert-settings';
import { AddPushDeviceCommand } from './add-push-device.command';

/** A device's id: the SHA-256 of its endpoint, so the same browser subscribing again is the same device. */
export function pushDeviceId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('hex');
}

@CommandHandler(AddPushDeviceCommand)
export class AddPushDeviceHandler extends EventSourcedHandler implements ICommandHandler<AddPushDeviceCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
  ) {
    super(store);
  }

  async execute({
    userId,
    subscription,
    device,
    context,
  }: AddPushDeviceCommand): Promise<{ id: string; position: GlobalPosition | null }> {
    const id = pushDeviceId(subscription.endpoint);
    const sealed = await this.vault.seal(
      userId,
      JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys }),
    );
    const { position } = await this.append(
      alertSettingsStreamName(userId),
      alertSettingsDecider,
      { type: 'AddPushDevice', subscriptionId: id, subscription: sealed!, device },
      context,
    );
    return { id, position };
  }
}
