/** Publishes one version of an official alert (docs/ALERTS.md). */
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { OfficialAlertDraft } from '../../sources/official-feed';

export class PublishOfficialAlertCommand {
  constructor(
    readonly draft: OfficialAlertDraft,
    readonly context: CommandContext,
    /** The cities it applies to, when the caller knows them (a government's change: the whole country). */
    readonly places?: { readonly destinationIds: readonly number[]; readonly countries: readonly string[] },
  ) {}
}

/** What publishing did: raised it, updated it, found it unchanged, or left a minor event alone. */
export type PublishOutcome = 'new' | 'updated' | 'unchanged' | 'minor';
