import type { ScoreHistoryEntry } from '@safetrails/contracts';
import { createIntl } from 'react-intl';
import en from '@/i18n/messages/en.json';
import fr from '@/i18n/messages/fr.json';
import { eventTypeLabel, historyPoints, metricChanges } from './score-history-points';

const intl = createIntl({ locale: 'en', messages: en });

const metrics = (overall: number | null, walkability: number | null) => ({
  safetyScore: overall,
  walkability,
  publicTransport: 70,
  harassmentLevel: 70,
  pettyCrime: 70,
  medicalAccess: 70,
});

function entry(before: ReturnType<typeof metrics>, after: ReturnType<typeof metrics>): ScoreHistoryEntry {
  return {
    eventId: 'e1',
    position: '10/10',
    revision: 3,
    type: 'SafetyRatingSubmitted',
    actorId: 'u1',
    actorRole: 'traveller',
    occurredAt: '2026-02-01T10:00:00.000Z',
    reason: null,
    before,
    after,
    communityRatingsAfter: 1,
  };
}

describe('historyPoints', () => {
  it('gives one point per event with the values after it, to one decimal', () => {
    const points = historyPoints([
      entry(metrics(null, null), metrics(82.04, 77.96)),
      entry(metrics(82.04, 77.96), metrics(81.26, 77.96)),
    ]);
    expect(points.map(({ index, safetyScore, walkability }) => [index, safetyScore, walkability])).toEqual([
      [0, 82, 78],
      [1, 81.3, 78],
    ]);
  });
});

describe('metricChanges', () => {
  it('lists only the metrics that moved, overall first', () => {
    expect(metricChanges(entry(metrics(82.04, 77.96), metrics(81.26, 77.99)))).toEqual([
      { metric: 'safetyScore', before: 82, after: 81.3 },
    ]);
  });

  it('shows a first score as a change from unrated', () => {
    expect(metricChanges(entry(metrics(null, 70), metrics(60, 70)))).toEqual([
      { metric: 'safetyScore', before: null, after: 60 },
    ]);
  });
});

describe('eventTypeLabel', () => {
  it('says the event type in words', () => {
    expect(eventTypeLabel(intl, 'SafetyRatingSubmitted')).toBe('Safety rating submitted');
    expect(eventTypeLabel(createIntl({ locale: 'fr', messages: fr }), 'SafetyRatingSubmitted')).toBe(
      'Note de sécurité envoyée',
    );
    expect(eventTypeLabel(intl, 'DestinationBaselineRevised')).toBe('Destination baseline revised');
  });
});
