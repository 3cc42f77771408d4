/**
 * What a topic rule is, and the small helpers the rules of every kind share (guide-rules.ts).
 */
import type { GuideKind, GuideTopic } from '@safetrails/contracts';
import type { GuideSentence } from './guide-sentences';

export interface TopicRule {
  readonly topic: GuideTopic;
  readonly kind: GuideKind;
  /** Whether the sentence states the topic. */
  matches(sentence: GuideSentence): boolean;
  /** The reading the sentence gives; null where it gives none. */
  value?(sentence: GuideSentence): string | null;
  /** Only sentences with a reading count (a hospital's opening hours say nothing of care's quality). */
  readonly needsValue?: boolean;
  /** Orders the sentences before the first reading is taken: the lower, the earlier. */
  readonly rank?: (sentence: GuideSentence) => number;
}

export const all =
  (...patterns: RegExp[]) =>
  (text: string): boolean =>
    patterns.every((pattern) => pattern.test(text));
export const nearest = (sentence: GuideSentence): string => sentence.headings.at(-1) ?? '';
const APOSTROPHE = /[’`]/g;
export const words = (sentence: GuideSentence): string => sentence.text.replace(APOSTROPHE, "'");

export const LAW =
  /\b(illegal|unlawful|offen[cs]es?|crimes?|criminal|laws?|prison|jail|sentenced?|punish\w*|arrest\w*|prosecut\w*|fines?|fined|detain\w*|prohibit\w*|banned|forbidden|not allowed|penalt\w*)\b/i;
