/** The survey's answers as the console names them (the web form's labels live with the form). */
import { SURVEY_APP_USAGES, SURVEY_FACTORS, TRAVEL_FREQUENCIES, TRAVEL_FREQUENCY_LABELS } from '@safetrails/contracts';

function humanise(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const TRAVEL_FREQUENCY_CHOICES = TRAVEL_FREQUENCIES.map((value) => ({
  id: value,
  name: `${humanise(value)} (${TRAVEL_FREQUENCY_LABELS[value]})`,
}));
export const FACTOR_CHOICES = SURVEY_FACTORS.map((value) => ({ id: value, name: humanise(value) }));
export const APP_USAGE_CHOICES = SURVEY_APP_USAGES.map((value) => ({ id: value, name: humanise(value) }));
export const APP_RATING_CHOICES = [1, 2, 3, 4, 5].map((value) => ({ id: value, name: `${value} / 5` }));
