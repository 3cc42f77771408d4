/** What every feedback and bug report says about where it was sent from (spec part 2 "metadata"). */
import type { SubmissionMetadata } from './feedback-forms';

export function submissionMetadata(): SubmissionMetadata {
  return { userAgent: navigator.userAgent, url: window.location.href, timestamp: new Date().toISOString() };
}

export function screenSize(): { readonly screenWidth: number; readonly screenHeight: number } {
  return { screenWidth: window.screen.width, screenHeight: window.screen.height };
}
