/**
 * Demo alerts and moderation work, where the development sign-in is on, so a newcomer sees the
 * alerts widget, the bell and the console's queue at work after the run command: Bea follows Paris,
 * Mo (moderator) raises two verified alerts (Paris reaches Bea's bell), Bea reports one that waits
 * for verification, and two feedback-hub submissions wait in the queue. All through commands, with
 * fixed idempotency keys: a second seed appends nothing.
 */
import type { CommandBus } from '@nestjs/cqrs';
import type { AlertSeverity, AlertType } from '@safetrails/contracts';
import { RaiseAlertCommand } from '../alerts/commands/raise-alert/raise-alert.command';
import { SubmitReportCommand } from '../community/commands/submit-report/submit-report.command';
import { ChangeSavedItemCommand } from '../destinations/commands/change-saved-item/change-saved-item.command';
import type { CommandContext } from '../platform/event-sourcing/command-context';
import { personaUserId } from './seed-forum';

const DEMO_NOTE = ' (Demo data: not a real event.)';

interface DemoAlert {
  readonly key: string;
  readonly persona: 'moderator' | 'traveller-beta';
  readonly destinationId: number;
  readonly title: string;
  readonly content: string;
  readonly severity: AlertSeverity;
  readonly alertType: AlertType;
  readonly source: string;
}

const DEMO_ALERTS: readonly DemoAlert[] = [
  {
    key: 'demo-alert-paris-metro',
    persona: 'moderator',
    destinationId: 1,
    title: 'Metro line 4 closed between Châtelet and Montparnasse',
    content:
      'Trains are not running on part of line 4 this evening. Use buses 38 or 96, or a licensed taxi after dark.',
    severity: 'high',
    alertType: 'transportation',
    source: 'RATP traffic information',
  },
  {
    key: 'demo-alert-barcelona-pickpockets',
    persona: 'moderator',
    destinationId: 5,
    title: 'Pickpocket gangs active on Las Ramblas',
    content:
      'Police report organised pickpocketing around La Boqueria and the Liceu metro exit. Keep bags zipped and in front.',
    severity: 'medium',
    alertType: 'crime',
    source: 'Mossos d’Esquadra',
  },
  {
    key: 'demo-alert-tokyo-report',
    persona: 'traveller-beta',
    destinationId: 3,
    title: 'Man following women out of Kabukichō station',
    content:
      'Twice last night a man followed solo women from the east exit. Staff were told; walk with others if you can.',
    severity: 'medium',
    alertType: 'crime',
    source: 'A traveller on the spot',
  },
];

export async function seedDemoSafety(commandBus: CommandBus): Promise<number> {
  const bea = await personaUserId(commandBus, 'traveller-beta');
  const mo = await personaUserId(commandBus, 'moderator');
  const as = (userId: string, role: 'traveller' | 'moderator', key: string): CommandContext => ({
    correlationId: 'demo-seed',
    actorId: userId,
    actorRole: role,
    idempotencyKey: key,
  });

  // Bea follows Paris first, so the Paris alert reaches her bell.
  await commandBus.execute(
    new ChangeSavedItemCommand('save', bea, 'destination', 1, as(bea, 'traveller', 'demo-save-paris')),
  );
  for (const demo of DEMO_ALERTS) {
    const moderator = demo.persona === 'moderator';
    const userId = moderator ? mo : bea;
    await commandBus.execute(
      new RaiseAlertCommand(
        {
          destinationId: demo.destinationId,
          title: demo.title,
          content: `${demo.content}${DEMO_NOTE}`,
          severity: demo.severity,
          alertType: demo.alertType,
          source: demo.source,
          latitude: null,
          longitude: null,
          radiusMetres: 1000,
          startTime: null,
          endTime: null,
        },
        { userId, moderator },
        as(userId, moderator ? 'moderator' : 'traveller', demo.key),
      ),
    );
  }

  const anonymous = (key: string): CommandContext => ({
    correlationId: 'demo-seed',
    actorId: null,
    actorRole: 'anonymous',
    idempotencyKey: key,
  });
  await commandBus.execute(
    new SubmitReportCommand(
      {
        kind: 'bug_report',
        data: {
          title: 'Map stays blank on my phone',
          description: `The safety map on the dashboard's Explore tab shows only its top part on a small phone.${DEMO_NOTE}`,
          severity: 'medium',
          steps: 'Open /dashboard on a 390px wide phone, choose Explore, scroll to the map.',
          url: null,
          browser: 'Chrome 131',
          device: 'Pixel 7',
          screenshot: null,
          email: null,
          contactAllowed: false,
          metadata: null,
        },
      },
      null,
      anonymous('demo-report-bug-map'),
    ),
  );
  await commandBus.execute(
    new SubmitReportCommand(
      {
        kind: 'data_report',
        data: {
          itemType: 'destination',
          itemId: 4,
          issue: `Bandra West feels safer at night than its score says; the promenade is busy until late.${DEMO_NOTE}`,
          correction: null,
        },
      },
      bea,
      as(bea, 'traveller', 'demo-report-data-mumbai'),
    ),
  );
  return DEMO_ALERTS.length;
}
