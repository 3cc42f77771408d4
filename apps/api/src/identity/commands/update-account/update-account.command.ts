import { Command } from '@nestjs/cqrs';
import type { GlobalPosition, Locale, SafetyPreferencesUpdatedData } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export type AccountChange =
  | {
      readonly kind: 'profile';
      readonly fullName: string | null;
      readonly phone: string | null;
      readonly emergencyContact: string | null;
      readonly bio: string | null;
    }
  | ({ readonly kind: 'safety-preferences' } & SafetyPreferencesUpdatedData)
  | { readonly kind: 'language'; readonly language: Locale };

/** A change to one of the /profile tabs or to the language she reads in (its notification switches are alert settings: ChangeAlertSettings). Personal text is sealed with the user's key by the handler. */
export class UpdateAccountCommand extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly userId: string,
    readonly change: AccountChange,
    readonly context: CommandContext,
  ) {
    super();
  }
}
