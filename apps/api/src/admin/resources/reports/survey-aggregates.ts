/**
 * `GET /admin-api/surveys/aggregates`: how many surveys chose each answer of each question, every
 * answer listed in the form's order (zeros included) so the console's charts need no padding.
 * Checkbox questions count each ticked answer, so their counts add up to more than the total.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  APP_USAGE_LABELS,
  IMPORTANT_FACTOR_LABELS,
  PREFERRED_FEATURE_LABELS,
  SURVEY_APP_USAGES,
  SURVEY_FACTORS,
  SURVEY_FEATURES,
  SURVEY_TRAVEL_TYPES,
  TRAVEL_FREQUENCIES,
  TRAVEL_FREQUENCY_CHOICE_LABELS,
  TRAVEL_TYPE_LABELS,
  type SurveyAggregates,
  type SurveyQuestionAggregate,
} from '@safetrails/contracts';
import { READ_POOL } from '../../../platform/database/database.module';

interface Question {
  readonly question: string;
  readonly label: string;
  readonly multiple: boolean;
  readonly answers: readonly (readonly [value: string, label: string])[];
}

const choices = <Value extends string>(values: readonly Value[], labels: Readonly<Record<Value, string>>) =>
  values.map((value) => [value, labels[value]] as const);

const QUESTIONS: readonly Question[] = [
  {
    question: 'travelFrequency',
    label: 'How often do you travel?',
    multiple: false,
    answers: choices(TRAVEL_FREQUENCIES, TRAVEL_FREQUENCY_CHOICE_LABELS),
  },
  {
    question: 'travelTypes',
    label: 'What kinds of travel do you do?',
    multiple: true,
    answers: choices(SURVEY_TRAVEL_TYPES, TRAVEL_TYPE_LABELS),
  },
  {
    question: 'preferredFeatures',
    label: 'Which features do you find most useful?',
    multiple: true,
    answers: choices(SURVEY_FEATURES, PREFERRED_FEATURE_LABELS),
  },
  {
    question: 'mostImportantFactor',
    label: 'What matters most to you in a travel safety app?',
    multiple: false,
    answers: choices(SURVEY_FACTORS, IMPORTANT_FACTOR_LABELS),
  },
  {
    question: 'appUsage',
    label: 'When do you use SafeTrails most?',
    multiple: false,
    answers: choices(SURVEY_APP_USAGES, APP_USAGE_LABELS),
  },
  {
    question: 'appRating',
    label: 'How would you rate the app overall?',
    multiple: false,
    answers: [
      ['1', '1 star'],
      ['2', '2 stars'],
      ['3', '3 stars'],
      ['4', '4 stars'],
      ['5', '5 stars'],
      ['none', 'Not rated'],
    ],
  },
];

@Injectable()
export class SurveyAggregator {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async aggregate(since: string | null, until: string | null): Promise<SurveyAggregates> {
    const window = `r.kind = 'survey' AND ($1::timestamptz IS NULL OR r.received_at >= $1)
      AND ($2::timestamptz IS NULL OR r.received_at < $2)`;
    const params = [since, until];
    const [counts, totals] = await Promise.all([
      this.pool.query<{ question: string; value: string; count: number }>(
        `SELECT 'travelFrequency' AS question, r.payload->>'travelFrequency' AS value, count(*)::int AS count
           FROM rm_reports.reports r WHERE ${window} GROUP BY 2
         UNION ALL
         SELECT 'mostImportantFactor', r.payload->>'mostImportantFactor', count(*)::int
           FROM rm_reports.reports r WHERE ${window} GROUP BY 2
         UNION ALL
         SELECT 'appUsage', r.payload->>'appUsage', count(*)::int FROM rm_reports.reports r WHERE ${window} GROUP BY 2
         UNION ALL
         SELECT 'appRating', coalesce(r.payload->>'appRating', 'none'), count(*)::int
           FROM rm_reports.reports r WHERE ${window} GROUP BY 2
         UNION ALL
         SELECT 'travelTypes', answer, count(*)::int
           FROM rm_reports.reports r, jsonb_array_elements_text(r.payload->'travelTypes') answer WHERE ${window} GROUP BY 2
         UNION ALL
         SELECT 'preferredFeatures', answer, count(*)::int
           FROM rm_reports.reports r, jsonb_array_elements_text(r.payload->'preferredFeatures') answer
           WHERE ${window} GROUP BY 2`,
        params,
      ),
      this.pool.query<{ total: number; average: number | null }>(
        `SELECT count(*)::int AS total, avg((r.payload->>'appRating')::numeric)::float8 AS average
         FROM rm_reports.reports r WHERE ${window}`,
        params,
      ),
    ]);
    const countOf = new Map(counts.rows.map((row) => [`${row.question}:${row.value}`, row.count]));
    const questions: SurveyQuestionAggregate[] = QUESTIONS.map((question) => ({
      question: question.question,
      label: question.label,
      multiple: question.multiple,
      answers: question.answers.map(([value, label]) => ({
        value,
        label,
        count: countOf.get(`${question.question}:${value}`) ?? 0,
      })),
    }));
    const average = totals.rows[0]?.average ?? null;
    return {
      total: totals.rows[0]?.total ?? 0,
      questions,
      averageAppRating: average === null ? null : Math.round(average * 100) / 100,
    };
  }
}
