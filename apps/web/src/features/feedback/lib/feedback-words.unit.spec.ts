/**
 * The feedback hub says the spec's words in English, word for word as the contracts hold them (the
 * console shows the same), and another language's from its catalogue; a refusal's own words go into
 * Share Feedback's failure toast.
 */
import { createIntl } from 'react-intl';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_TOASTS,
  FEEDBACK_TYPE_LABELS,
  TRAVEL_FREQUENCY_CHOICE_LABELS,
} from '@safetrails/contracts';
import { ApiError } from '@/lib/api-client';
import es from '@/i18n/messages/es.json';
import { NEW_FEEDBACK, validateFeedback } from './feedback-forms';
import {
  FEEDBACK_TYPE_WORDS,
  failureToast,
  feedbackRuleWords,
  labelsOf,
  successToast,
  travelFrequencyLabels,
} from './feedback-words';

const english = createIntl({ locale: 'en', messages: {} });
const spanish = createIntl({ locale: 'es', messages: es });

describe('the feedback hub’s words', () => {
  it('are the contracts’ English, word for word', () => {
    expect(feedbackRuleWords(english)).toEqual(FEEDBACK_MESSAGES);
    expect(labelsOf(english, FEEDBACK_TYPE_WORDS)).toEqual(FEEDBACK_TYPE_LABELS);
    expect(travelFrequencyLabels(english)).toEqual(TRAVEL_FREQUENCY_CHOICE_LABELS);
    for (const form of ['feedback', 'report', 'survey', 'bug'] as const)
      expect(successToast(english, form)).toEqual({
        title: FEEDBACK_TOASTS[form].successTitle,
        description: FEEDBACK_TOASTS[form].success,
      });
  });

  it('come from the catalogue in another language', () => {
    expect(validateFeedback({ ...NEW_FEEDBACK, feedbackType: null }, feedbackRuleWords(spanish))).toEqual({
      feedbackType: es['feedback.rule.feedbackType'],
      message: es['feedback.rule.message'],
    });
    expect(labelsOf(spanish, FEEDBACK_TYPE_WORDS).general).toBe(es['feedback.type.general']);
    expect(travelFrequencyLabels(spanish).rarely).toBe('Rara vez (0-1 viajes al año)');
  });

  it('put the server’s refusal into Share Feedback’s failure toast, and the other forms’ sentence as it is', () => {
    const refused = new ApiError(429, { statusCode: 429, message: 'Too many requests.', code: 'RATE_LIMITED' });
    expect(failureToast(english, 'feedback', refused)).toEqual({
      title: 'Submission Failed',
      description: 'Error: Too many requests. Please try again.',
    });
    expect(failureToast(english, 'bug', refused).description).toBe(FEEDBACK_TOASTS.bug.failure);
    expect(failureToast(spanish, 'feedback', refused).title).toBe('No se pudo enviar');
  });
});
