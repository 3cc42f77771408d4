/**
 * How each topic is recognised in a sentence, and the reading its own words give. A rule matches a
 * sentence that names the topic (or sits under a heading that does) in the way the topic needs: a
 * drug sentence must name a penalty, a photography sentence a place and a restriction. A reading
 * is taken only from words that state it; otherwise the finding keeps its sentence and no reading.
 */
import { ENTRY_RULES } from './entry-rules';
import { HEALTH_RULES } from './health-rules';
import { drugs, LAWS_RULES } from './laws-rules';
import type { TopicRule } from './topic-rule';
import { TRANSPORT_RULES } from './transport-rules';

export const TOPIC_RULES: readonly TopicRule[] = [
  drugs,
  ...LAWS_RULES,
  ...TRANSPORT_RULES,
  ...HEALTH_RULES,
  ...ENTRY_RULES,
];
