import fc from 'fast-check';
import { SAFETY_METRICS, type AdvisoryLevel, type AreaPlace, type SafetyMetric } from '@safetrails/contracts';
import { advisoryPriorOf, type CountryAdvice, type GovernmentAdvice } from './advisory-prior';
import { explainScore, scoreSourceText } from './explanation';
import { initialScoreState, metricsOf, type ScoreState, type Tally } from './score-state';

const government = (
  organisation: string,
  level: AdvisoryLevel | null,
  regions: GovernmentAdvice['regions'] = [],
): GovernmentAdvice => ({
  organisation,
  level,
  sourceLevel: level ? `Level ${level}: words of ${organisation}` : null,
  issuedAt: '2026-08-01T10:00:00.000Z',
  url: `https://example.gov/${organisation}`,
  regions,
});

const SINALOA: AreaPlace = { kind: 'admin1', text: 'Sinaloa', code: 'MX.25', name: 'Sinaloa' };

/** US 4 for Sinaloa, UK/CA/AU 3 country-wide... levels 2, 3, 3, 3, 4 for a city of Sinaloa. */
const ADVICE: CountryAdvice = {
  us: government('US', 2, [
    { name: 'Sinaloa state', level: 4, sourceLevel: 'Do Not Travel', area: { places: [SINALOA], except: [] } },
  ]),
  uk: government('UK', 3),
  ca: government('CA', 3),
  au: government('AU', 3),
  ie: government('IE', 2),
};

function stateWith(overrides: Partial<ScoreState>, overall: Tally = { sum: 0, count: 0 }): ScoreState {
  const initial = initialScoreState();
  return {
    ...initial,
    registered: true,
    ...overrides,
    community: { ...initial.community, safetyScore: overall },
    ratingCount: overall.count,
  };
}

const culiacan = (overall?: Tally) =>
  stateWith(
    {
      destinationId: 4014338,
      countryCode: 'MX',
      admin1: 'Sinaloa',
      advisoryPrior: advisoryPriorOf(ADVICE, { destinationId: 4014338, admin1: 'Sinaloa' }),
    },
    overall,
  );

describe('how a score is explained', () => {
  it('names each government’s level for where the city is, and works the prior through', () => {
    const explanation = explainScore(culiacan());
    expect(explanation.start).toBe('advisory-prior');
    expect(explanation.advisoryPrior).toMatchObject({
      level: 3,
      highestLevel: 4,
      medianValue: 35,
      highestValue: 10,
      value: 22.5,
      weight: 10,
      band: { low: 10, high: 60 },
    });
    expect(explanation.source).toBe(
      'official advisories (1 for this area, 4 country-wide), 5 governments · no traveller ratings yet',
    );
    expect(explanation.score).toBe(22.5);
    expect(explanation.shown).toBe(23);
    expect(explanation.steps).toContain('US: level 4 for Sinaloa state, “Do Not Travel”, issued 2026-08-01');
    expect(explanation.steps).toContain('UK: level 3 country-wide, “Level 3: words of UK”, issued 2026-08-01');
    expect(explanation.steps.join('\n')).toContain('Prior = (35 + 10) ÷ 2 = 22.5');
    expect(explanation.steps.join('\n')).toContain('so the score is the starting value: 22.5, shown as 23');
    expect(explanation.steps.at(-1)).toContain('travellers see the score as Low safety');
  });

  it('shows the blend with travellers’ ratings, to the figure the fold computes', () => {
    const explanation = explainScore(culiacan({ sum: 225, count: 3 }));
    // (10 × 22.5 + 225) / 13 = 34.615...
    expect(explanation.score).toBeCloseTo(450 / 13, 10);
    expect(explanation.shown).toBe(35);
    expect(explanation.community).toEqual({ ratings: 3, sum: 225, mean: 75 });
    expect(explanation.steps).toContain('Score = (10 × 22.5 + 225) ÷ (10 + 3) = 34.62, shown as 35.');
  });

  it('starts from a measured baseline where one exists, and from nothing where neither exists', () => {
    const baseline = Object.fromEntries(SAFETY_METRICS.map((metric) => [metric, 70])) as Record<SafetyMetric, number>;
    const measured = explainScore(
      stateWith(
        { baseline, baselineSource: { source: 'a survey', asOf: '2025-06-01', url: null } },
        { sum: 100, count: 1 },
      ),
    );
    expect(measured.start).toBe('baseline');
    expect(measured.baseline).toEqual({
      source: { source: 'a survey', asOf: '2025-06-01', url: null },
      value: 70,
      weight: 20,
    });
    expect(measured.steps[0]).toBe(
      'Starts from a measured baseline of 70 (a survey, 2025-06-01), which counts as 20 ratings.',
    );
    expect(measured.shown).toBe(71); // (20 × 70 + 100) / 21 = 71.43

    const unrated = explainScore(stateWith({}, { sum: 150, count: 2 }));
    expect(unrated).toMatchObject({ start: 'none', score: null, shown: null });
    expect(unrated.steps[1]).toBe('It stays unrated until 3 travellers have rated overall safety (2 so far).');
    const rated = explainScore(stateWith({}, { sum: 150, count: 3 }));
    expect(rated.steps[1]).toBe('Score = their plain average: 150 ÷ 3 = 50, shown as 50.');
  });

  it('gives the same overall score the fold gives, for any advice and ratings', () => {
    const level = fc.constantFrom<AdvisoryLevel>(1, 2, 3, 4);
    fc.assert(
      fc.property(
        fc.array(fc.option(level, { nil: null }), { minLength: 0, maxLength: 5 }),
        fc.option(level, { nil: undefined }),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 40 }),
        (levels, sinaloa, ratings) => {
          const sources = ['us', 'uk', 'ca', 'au', 'ie'] as const;
          const advice: CountryAdvice = Object.fromEntries(
            levels.map((value, index) => [
              sources[index],
              government(
                sources[index]!,
                value,
                sinaloa && index === 0
                  ? [
                      {
                        name: 'Sinaloa',
                        level: sinaloa,
                        sourceLevel: `Level ${sinaloa}: words of the region`,
                        area: { places: [SINALOA], except: [] },
                      },
                    ]
                  : [],
              ),
            ]),
          );
          const sum = ratings.reduce((total, answer) => total + (answer - 1) * 25, 0);
          const state = stateWith(
            { admin1: 'Sinaloa', advisoryPrior: advisoryPriorOf(advice, { destinationId: 1, admin1: 'Sinaloa' }) },
            { sum, count: ratings.length },
          );
          const explanation = explainScore(state);
          expect(explanation.score).toBe(metricsOf(state).safetyScore);
          expect(explanation.source).toBe(
            scoreSourceText({
              baselineSource: null,
              advisoryPrior: state.advisoryPrior,
              communityRatings: ratings.length,
            }),
          );
          // Only a government's own words stand in quotation marks.
          for (const step of explanation.steps) {
            for (const quoted of step.match(/“[^”]*”/g) ?? []) {
              expect(quoted).toMatch(/^“Level [1-4]: words of /);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
