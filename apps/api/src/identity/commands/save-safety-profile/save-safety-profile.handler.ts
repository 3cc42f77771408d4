/**
 * The safety profile splits in two: travel preferences in the clear, and the personal answers
 * (gender, age, home country, the LGBT+ choice, emergency contact, health, diet, accessibility) sealed together with
 * the user's key, so deleting the account forgets them in the log too.
 */
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { userDecider, userStreamName } from '../../domain/user';
import { SaveSafetyProfileCommand } from './save-safety-profile.command';

export interface SafetyProfilePersonal {
  readonly gender: string | null;
  readonly ageRange: string | null;
  readonly homeCountry: string | null;
  /** Whether the pages lead with LGBT+ safety information: as personal as the rest, so sealed with it. */
  readonly lgbtFirst?: boolean;
  readonly emergencyContact: string | null;
  readonly medicalConditions: readonly string[];
  readonly dietaryRestrictions: readonly string[];
  readonly accessibilityNeeds: readonly string[];
}

@CommandHandler(SaveSafetyProfileCommand)
export class SaveSafetyProfileHandler extends EventSourcedHandler implements ICommandHandler<SaveSafetyProfileCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
  ) {
    super(store);
  }

  async execute({ userId, mode, values, context }: SaveSafetyProfileCommand) {
    const personal: SafetyProfilePersonal = {
      gender: values.gender ?? null,
      ageRange: values.ageRange ?? null,
      homeCountry: values.homeCountry ?? null,
      lgbtFirst: values.lgbtFirst ?? false,
      emergencyContact: values.emergencyContact ?? null,
      medicalConditions: values.medicalConditions ?? [],
      dietaryRestrictions: values.dietaryRestrictions ?? [],
      accessibilityNeeds: values.accessibilityNeeds ?? [],
    };
    const sealed = await this.vault.seal(userId, JSON.stringify(personal));
    if (!sealed) throw new Error('sealing produced nothing');
    return this.append(
      userStreamName(userId),
      userDecider,
      {
        type: 'SaveSafetyProfile',
        mode,
        personal: sealed,
        travel: {
          travelStyle: values.travelStyle,
          travelExperience: values.travelExperience,
          accommodationPreference: values.accommodationPreference ?? null,
          budgetLevel: values.budgetLevel ?? null,
          transportPreference: values.transportPreference ?? null,
          languages: values.languages ?? [],
          safetyPriorities: values.safetyPriorities ?? [],
          privacySettings: values.privacySettings ?? { shareLocation: false, shareProfile: false },
        },
      },
      context,
    );
  }
}
