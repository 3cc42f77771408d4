import type { RecordedEvent } from '@safetrails/contracts';
import {
  blend,
  dayScore,
  medicalLabel,
  MIN_RATINGS_WITHOUT_BASELINE,
  nightScore,
  personalSafetyLabel,
  PRIOR_WEIGHT,
  ratingContribution,
  scoreBand,
  sentimentWording,
  soloTravelLabel,
  soloTravelScore,
  stars,
  toHundred,
} from './index';
import { evolveScore, initialScoreState, metricsOf } from './score-state';

const event = (type: string, data: unknown): Pick<RecordedEvent, 'type' | 'data' | 'metadata'> => ({
  type,
  data,
  metadata: {
    correlationId: 'c',
    causationId: 'c',
    actorId: null,
    actorRole: 'system',
    occurredAt: '2026-11-01T00:00:00.000Z',
  },
});
const baseline = {
  safetyScore: 80,
  walkability: 80,
  publicTransport: 80,
  harassmentLevel: 80,
  pettyCrime: 80,
  medicalAccess: 80,
};
const scores = (answer: number) => ({
  overallScore: answer,
  streetSafety: answer,
  publicTransport: answer,
  touristAreas: answer,
  nightSafety: answer,
  localAttitude: answer,
});

describe('the formula', () => {
  it('maps 1-5 answers onto 0-100', () => {
    expect([1, 2, 3, 4, 5].map(toHundred)).toEqual([0, 25, 50, 75, 100]);
  });

  it('counts the baseline as PRIOR_WEIGHT ratings, so one rating moves a score a little and many move it a lot', () => {
    expect(PRIOR_WEIGHT).toBe(20);
    expect(blend(80, 0, 1, PRIOR_WEIGHT)).toBeCloseTo(76.19, 2);
    expect(blend(80, 0, 1000, PRIOR_WEIGHT)).toBeCloseTo(1.57, 2);
    expect(blend(80, 0, 0, PRIOR_WEIGHT)).toBe(80);
  });

  it('keeps a metric without a baseline unrated until enough travellers rated it', () => {
    expect(MIN_RATINGS_WITHOUT_BASELINE).toBe(3);
    expect(blend(null, 150, 2, PRIOR_WEIGHT)).toBeNull();
    expect(blend(null, 150, 3, PRIOR_WEIGHT)).toBe(50);
  });

  it('leaves medical access to the baseline, and averages two answers where two dimensions speak', () => {
    expect(ratingContribution({ ...scores(3), nightSafety: 1, localAttitude: 5 })).toEqual({
      safetyScore: 50,
      walkability: 50,
      publicTransport: 50,
      harassmentLevel: 50,
      pettyCrime: 50,
    });
  });

  it('folds registration, ratings, replacements and removals; a removed rating leaves no trace', () => {
    const registered = evolveScore(
      initialScoreState(),
      event('DestinationRegistered', {
        baseline,
        baselineSource: { source: 'demo seed', asOf: '2026-11-01', url: null },
      }),
    );
    const rated = evolveScore(
      registered,
      event('SafetyRatingSubmitted', { userId: 'u', scores: scores(1), replaces: null }),
    );
    expect(metricsOf(rated).safetyScore).toBeCloseTo((20 * 80) / 21, 10);
    expect(metricsOf(rated).medicalAccess).toBe(80);
    const replaced = evolveScore(
      rated,
      event('SafetyRatingSubmitted', {
        userId: 'u',
        scores: scores(5),
        replaces: { ratingId: 'r', scores: scores(1) },
      }),
    );
    expect(replaced.ratingCount).toBe(1);
    expect(metricsOf(replaced).safetyScore).toBeCloseTo((20 * 80 + 100) / 21, 10);
    const removed = evolveScore(
      replaced,
      event('SafetyRatingRemoved', { userId: 'u', scores: scores(5), reason: 'spam' }),
    );
    expect(metricsOf(removed)).toEqual(metricsOf(registered));
    expect(removed.ratingCount).toBe(0);
  });
});

describe('the values the screens derive', () => {
  it('bands scores at 80 and 60', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreBand)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });

  it('words sentiment at 80 and 60', () => {
    expect([80, 79, 60, 59].map(sentimentWording)).toEqual([
      'very safe',
      'moderately safe',
      'moderately safe',
      'less safe',
    ]);
  });

  it('gives a star per 20 points and a half star within 10 points below the next', () => {
    expect(stars(100)).toEqual({ full: 5, half: false, empty: 0 });
    expect(stars(95)).toEqual({ full: 4, half: true, empty: 0 });
    expect(stars(89)).toEqual({ full: 4, half: false, empty: 1 });
    expect(stars(50)).toEqual({ full: 2, half: true, empty: 2 });
    expect(stars(9)).toEqual({ full: 0, half: false, empty: 5 });
  });

  it('derives day, night and solo scores within 0-100', () => {
    expect(nightScore(70)).toBe(58);
    expect(nightScore(5)).toBe(0);
    expect(dayScore(70)).toBe(78);
    expect(dayScore(95)).toBe(100);
    expect(soloTravelScore(70, 71)).toBe(73);
    expect(soloTravelScore(70, 70)).toBe(63);
    expect(soloTravelScore(99, 90)).toBe(100);
  });

  it('labels the tiles at the spec thresholds', () => {
    expect([80, 60, 59].map(personalSafetyLabel)).toEqual(['Excellent', 'Good', 'Exercise Caution']);
    expect([80, 60, 59].map(soloTravelLabel)).toEqual(['Highly Recommended', 'Recommended', 'Take Precautions']);
    expect([80, 60, 59].map(medicalLabel)).toEqual(['Excellent Access', 'Good Access', 'Limited Access']);
  });
});
