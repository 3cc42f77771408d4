/**
 * The safety watch (docs/SAFETY-NETWORK.md "Deadlines"): the notifier's work for her safety network,
 * run only by the one notifier that holds the lock. Every second it reads, by the server's clock, the
 * reminders whose moment came, the deadlines whose grace ended and the safety checks whose time to
 * answer ran out, and has a command decide each. The deadlines live in the log and the read model, not
 * in memory: a notifier that was down when one passed escalates it once when it is back, and a command
 * decided twice (by a notifier killed and started again) appends nothing the second time.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock';
import { eachConcurrently } from '../../platform/each-concurrently';
import { SYSTEM_CONTEXT } from '../../platform/event-sourcing/command-context';
import { NotifierRegistry, type NotifierWork } from '../../notifications/notifier/outboxes';
import { RecordMissedCheckInCommand } from '../commands/record-missed-check-in/record-missed-check-in.command';
import { RecordUnansweredSafetyCheckCommand } from '../commands/record-unanswered-safety-check/record-unanswered-safety-check.command';
import { RemindCheckInCommand } from '../commands/remind-check-in/remind-check-in.command';
import { DeadlinesReader } from '../queries/deadlines.reader';
import { SafetyMessagesReader } from '../queries/safety-messages.reader';
import { SafetyAlertMatcher } from './safety-alert-matcher';
import { SafetyOutbox } from './safety-outbox';

const TICK_MS = 1000;
const BATCH = 500;
const AT_ONCE = 16;
/** A deadline decided here is left alone this long, while the read model folds what was decided. */
const DECIDED_KEPT_MS = 15_000;
const SYSTEM = { ...SYSTEM_CONTEXT, correlationId: 'notifier-safety-watch' };

@Injectable()
export class SafetyWatch implements NotifierWork, OnModuleInit {
  readonly name = 'safety network deadlines';
  private readonly logger = new Logger('Notifier');
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly decided = new Map<string, number>();

  constructor(
    private readonly registry: NotifierRegistry,
    private readonly outbox: SafetyOutbox,
    private readonly matcher: SafetyAlertMatcher,
    private readonly deadlines: DeadlinesReader,
    private readonly messages: SafetyMessagesReader,
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.addOutbox(this.outbox);
    this.registry.addWork(this);
    this.registry.addWork(this.matcher);
  }

  async start(): Promise<void> {
    this.running = true;
    this.loop = this.run();
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      const started = Date.now();
      try {
        await this.tick(this.clock.now());
      } catch (error) {
        this.logger.error(`safety watch failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      const rest = TICK_MS - (Date.now() - started);
      if (rest > 0 && this.running) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  }

  /** One look at every kind of deadline; answers how many commands it had decide. */
  async tick(now: Date): Promise<number> {
    this.forget(now.getTime());
    const [reminders, escalations, unanswered] = await Promise.all([
      this.deadlines.reminders(now, BATCH),
      this.deadlines.escalations(now, BATCH),
      this.deadlines.unanswered(now, BATCH),
    ]);
    const work: { key: string; run: () => Promise<unknown> }[] = [
      ...escalations.map((due) => ({
        key: `missed:${due.planId}:${due.dueAt}`,
        run: () =>
          this.commandBus.execute(
            new RecordMissedCheckInCommand(due.userId, due.planId, due.dueAt, due.schedule, SYSTEM),
          ),
      })),
      ...unanswered.map((due) => ({
        key: `unanswered:${due.checkId}`,
        run: () =>
          this.commandBus.execute(new RecordUnansweredSafetyCheckCommand(due.userId, due.checkId, now, SYSTEM)),
      })),
      ...reminders.map((due) => ({
        key: `remind:${due.planId}:${due.dueAt}`,
        run: async (): Promise<unknown> => {
          const channels = await this.messages.channelsOf(due.userId);
          return this.commandBus.execute<RemindCheckInCommand, unknown>(
            new RemindCheckInCommand(due.userId, due.planId, due.dueAt, channels, SYSTEM),
          );
        },
      })),
    ].filter((item) => !this.decided.has(item.key));
    await eachConcurrently(work, AT_ONCE, async (item) => {
      try {
        await item.run();
        this.decided.set(item.key, Date.now() + DECIDED_KEPT_MS);
      } catch (error) {
        this.logger.error(
          `safety deadline ${item.key.split(':')[0]} not decided: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
    return work.length;
  }

  private forget(now: number): void {
    for (const [key, until] of this.decided) if (until <= now) this.decided.delete(key);
  }
}
