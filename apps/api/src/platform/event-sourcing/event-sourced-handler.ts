/**
 * What every command handler extends: the event store, and the one load-decide-append-retry path
 * (`handleCommand`) as `decide` (the whole result: state, events, position) and `append` (only where
 * the events landed, what most commands answer). A handler adds what its command must check first
 * (a lookup in a read model, a sealed field) and names the stream, the decider and the command.
 */
import { Inject } from '@nestjs/common';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../database/database.module';
import type { CommandContext } from './command-context';
import { handleCommand, type Appended, type CommandResult, type Decider, type HandleOptions } from './handle-command';

export abstract class EventSourcedHandler {
  constructor(@Inject(EVENT_STORE) protected readonly store: EventStore) {}

  /** Decides `command` on the state of `stream` and appends what was decided, retrying on a conflict. */
  protected decide<State, Command>(
    stream: string,
    decider: Decider<State, Command>,
    command: Command,
    context: CommandContext,
    options?: HandleOptions,
  ): Promise<CommandResult<State>> {
    return handleCommand(this.store, stream, decider, command, context, options);
  }

  /** `decide`, answering only where the events landed (null when the command changed nothing). */
  protected async append<State, Command>(
    stream: string,
    decider: Decider<State, Command>,
    command: Command,
    context: CommandContext,
    options?: HandleOptions,
  ): Promise<Appended> {
    const { position } = await this.decide(stream, decider, command, context, options);
    return { position };
  }
}
