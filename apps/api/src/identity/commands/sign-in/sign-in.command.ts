import { Command } from '@nestjs/cqrs';
import type { GlobalPosition, IdentityProvider } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export interface SignInResult {
  readonly userId: string;
  readonly isNew: boolean;
  /** Of the last event appended, for read-your-writes (null when nothing changed). */
  readonly position: GlobalPosition | null;
}

/** A provider vouched for this person: find their account, or open one. */
export class SignInCommand extends Command<SignInResult> {
  constructor(
    readonly provider: IdentityProvider,
    readonly subject: string,
    readonly profile: { readonly displayName: string | null; readonly email: string | null },
    readonly context: CommandContext,
  ) {
    super();
  }
}
