/**
 * How a city's overall score is worked out, step by step (docs/SCORING.md): what it starts from
 * (the governments' advice for where the city is, a measured baseline, or nothing), the travellers'
 * ratings, and the blend, with the arithmetic. The one place the explanation is written: the
 * traveller's page (`GET /api/destinations/{id}`), the console's audit (now and as of any instant)
 * and `npm run audit:score` all call `explainScore`, so they cannot disagree.
 *
 * The steps are our words. A government's own words for its level appear in quotation marks, as
 * the source gives them.
 */
import type { MetricSource, ScoreExplanation } from '@safetrails/contracts';
import { ADVISORY_PRIOR_LABEL, ADVISORY_PRIOR_WEIGHT, levelValue, type AdvisoryPrior } from './advisory-prior';
import { MIN_RATINGS_WITHOUT_BASELINE, PRIOR_WEIGHT } from './formula';
import { metricOf, roundScore, type ScoreState, type Tally } from './score-state';

/** What the explanation reads of a score state: the fold's, or the read model's copy of it. */
export type ExplainableState = Pick<ScoreState, 'baseline' | 'baselineSource' | 'advisoryPrior' | 'ratingCount'> & {
  readonly community: Pick<ScoreState['community'], 'safetyScore'>;
};

/** What the one-line source reads: the provenance every score carries. */
export interface SourceFacts {
  readonly baselineSource: MetricSource | null;
  readonly advisoryPrior: Pick<AdvisoryPrior, 'sources'> | null;
  readonly communityRatings: number;
}

/** "1,000": grouped digits whatever the locale (the web app's lists read the same). */
function count(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A number as the arithmetic shows it: at most two decimals, no trailing zeros. */
export function formatFigure(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function ratingsCount(ratings: number): string {
  if (ratings === 0) return 'no traveller ratings yet';
  return `${count(ratings)} traveller rating${ratings === 1 ? '' : 's'}`;
}

/**
 * The score's source in one line, without a label: "demo seed · 12 traveller ratings", or "official
 * advisories (2 for this area, 3 country-wide), 5 governments · no traveller ratings yet".
 */
export function scoreSourceText({ baselineSource, advisoryPrior, communityRatings }: SourceFacts): string {
  if (baselineSource) return `${baselineSource.source} · ${ratingsCount(communityRatings)}`;
  if (advisoryPrior) {
    const governments = advisoryPrior.sources.length;
    const local = advisoryPrior.sources.filter((source) => source.appliesAs !== 'country').length;
    const scope =
      local === 0
        ? 'country level'
        : local === governments
          ? 'this area'
          : `${local} for this area, ${governments - local} country-wide`;
    return `${ADVISORY_PRIOR_LABEL.replace(/^from /, '')} (${scope}), ${governments} government${governments === 1 ? '' : 's'} · ${ratingsCount(communityRatings)}`;
  }
  if (communityRatings === 0) return 'none yet (no baseline, no official advice and no traveller ratings)';
  return `travellers only · ${ratingsCount(communityRatings)}`;
}

function governmentLine(source: AdvisoryPrior['sources'][number]): string {
  const where = source.area === null ? 'country-wide' : `for ${source.area}`;
  const words = source.sourceLevel ? `, “${source.sourceLevel}”` : '';
  const issued = source.issuedAt ? `, issued ${source.issuedAt.slice(0, 10)}` : '';
  return `${source.organisation}: level ${source.level} ${where}${words}${issued}`;
}

function priorSteps(prior: AdvisoryPrior): string[] {
  const levels = prior.sources.map((source) => source.level).sort((a, b) => a - b);
  const medianValue = levelValue(prior.level);
  const highestValue = levelValue(prior.highestLevel);
  return [
    ...prior.sources.map(governmentLine),
    `Each government counts with the level of its most specific area that covers the city, else its country-wide level: ${levels.join(', ')}.`,
    `Median level ${formatFigure(prior.level)} is worth ${formatFigure(medianValue)}; the highest, level ${prior.highestLevel}, is worth ${formatFigure(highestValue)} (level 1 = 80, 2 = 60, 3 = 35, 4 = 10; a half level is the mean of its neighbours).`,
    `Prior = (${formatFigure(medianValue)} + ${formatFigure(highestValue)}) ÷ 2 = ${formatFigure(prior.value)}, halfway to the most cautious government; it counts as ${ADVISORY_PRIOR_WEIGHT} ratings. The governments range from ${formatFigure(prior.band.low)} to ${formatFigure(prior.band.high)}.`,
  ];
}

function blendSteps(start: number, weight: number, overall: Tally, score: number, shown: number): string[] {
  if (overall.count === 0) {
    return [
      `No traveller has rated overall safety yet, so the score is the starting value: ${formatFigure(score)}, shown as ${shown}.`,
    ];
  }
  const mean = overall.sum / overall.count;
  return [
    `${ratingsCount(overall.count)} of overall safety average ${formatFigure(mean)} out of 100 (sum ${formatFigure(overall.sum)}).`,
    `Score = (${weight} × ${formatFigure(start)} + ${formatFigure(overall.sum)}) ÷ (${weight} + ${overall.count}) = ${formatFigure(score)}, shown as ${shown}.`,
  ];
}

/** The overall score of a state, explained. */
export function explainScore(state: ExplainableState): ScoreExplanation {
  const overall = state.community.safetyScore;
  const score = metricOf(state, 'safetyScore', overall);
  const shown = roundScore(score);
  const baselineValue = state.baseline?.safetyScore ?? null;
  const source = scoreSourceText({
    baselineSource: state.baselineSource,
    advisoryPrior: state.advisoryPrior,
    communityRatings: state.ratingCount,
  });
  const community = {
    ratings: overall.count,
    sum: overall.sum,
    mean: overall.count === 0 ? null : overall.sum / overall.count,
  };

  if (baselineValue !== null) {
    const from = state.baselineSource
      ? `${state.baselineSource.source}, ${state.baselineSource.asOf}`
      : 'its source was not recorded';
    return {
      start: 'baseline',
      source,
      advisoryPrior: null,
      baseline: { source: state.baselineSource, value: baselineValue, weight: PRIOR_WEIGHT },
      community,
      score,
      shown,
      steps: [
        `Starts from a measured baseline of ${formatFigure(baselineValue)} (${from}), which counts as ${PRIOR_WEIGHT} ratings.`,
        ...blendSteps(baselineValue, PRIOR_WEIGHT, overall, score!, shown!),
      ],
    };
  }
  const prior = state.advisoryPrior;
  if (prior) {
    const advised =
      prior.highestLevel >= 3
        ? [
            `A government gives this area level ${prior.highestLevel}, so travellers see the score as Low safety whatever its number.`,
          ]
        : [];
    return {
      start: 'advisory-prior',
      source,
      advisoryPrior: {
        label: ADVISORY_PRIOR_LABEL,
        level: prior.level,
        highestLevel: prior.highestLevel,
        value: prior.value,
        band: prior.band,
        sources: prior.sources,
        medianValue: levelValue(prior.level),
        highestValue: levelValue(prior.highestLevel),
        weight: ADVISORY_PRIOR_WEIGHT,
      },
      baseline: null,
      community,
      score,
      shown,
      steps: [
        `Starts ${ADVISORY_PRIOR_LABEL}: ${prior.sources.length} government${prior.sources.length === 1 ? '' : 's'} give a level for where the city is.`,
        ...priorSteps(prior),
        ...blendSteps(prior.value, ADVISORY_PRIOR_WEIGHT, overall, score!, shown!),
        ...advised,
      ],
    };
  }
  const unrated = score === null;
  return {
    start: 'none',
    source,
    advisoryPrior: null,
    baseline: null,
    community,
    score,
    shown,
    steps: [
      'No measured baseline and no government gives a level for this city: only travellers’ ratings make the score.',
      unrated
        ? `It stays unrated until ${MIN_RATINGS_WITHOUT_BASELINE} travellers have rated overall safety (${overall.count} so far).`
        : `Score = their plain average: ${formatFigure(overall.sum)} ÷ ${overall.count} = ${formatFigure(score)}, shown as ${shown}.`,
    ],
  };
}
