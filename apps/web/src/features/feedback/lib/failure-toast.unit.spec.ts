import { FEEDBACK_TOASTS } from '@safetrails/contracts';
import { failureToast } from './failure-toast';

describe('failureToast', () => {
  it("puts the server's message into the feedback form's text, under its title", () => {
    expect(failureToast(FEEDBACK_TOASTS.feedback.failure, new Error('Too many requests.'))).toEqual({
      title: 'Submission Failed',
      description: 'Error: Too many requests. Please try again.',
    });
  });

  it("gives the other forms' sentence as it is", () => {
    expect(failureToast(FEEDBACK_TOASTS.bug.failure, new Error('Validation failed'))).toEqual({
      title: 'Submission Failed',
      description: 'There was an error submitting your bug report. Please try again.',
    });
  });
});
