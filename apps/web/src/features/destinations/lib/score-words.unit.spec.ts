import { createIntl } from 'react-intl';
import en from '@/i18n/messages/en.json';
import de from '@/i18n/messages/de.json';
import { metricText, neighbourhoodNote, nightNote, overallText, sentimentText, tileLabel } from './score-words';

const intl = createIntl({ locale: 'en', messages: en });

describe('the words around a score', () => {
  it('has three tiered explanations per metric, in every language', () => {
    for (const messages of [en, de]) {
      const texts = [85, 70, 40].map((score) =>
        metricText(createIntl({ locale: messages === en ? 'en' : 'de', messages }), 'pettyCrime', score),
      );
      expect(new Set(texts).size).toBe(3);
    }
  });

  it('names the official advice instead of a reassurance where a government rates the area 3 or 4', () => {
    expect(overallText(intl, 90, 4)).toMatch(/^At least one government advises against all travel/);
    expect(overallText(intl, 90, 3)).toMatch(/^At least one government advises reconsidering travel/);
    expect(overallText(intl, 90, 2)).toBe('Considered very safe for travellers, including those travelling alone.');
  });

  it('writes the notes and labels at the spec thresholds', () => {
    expect(nightNote(intl, 59)).toBe('Exercise extra caution after dark in this location.');
    expect(nightNote(intl, 79)).toBe('Use common sense precautions when traveling at night.');
    expect(nightNote(intl, 80)).toBe('Night travel is generally considered safe in this area.');
    expect(neighbourhoodNote(intl, [90, 59])).toBe(
      'Some neighborhoods require extra caution - see the map for details.',
    );
    expect(neighbourhoodNote(intl, [90, 60])).toBe('All neighborhoods have acceptable safety ratings for travelers.');
    expect(tileLabel(intl, 'personal', 85, 3)).toBe('Exercise Caution');
    expect(tileLabel(intl, 'solo', 85)).toBe('Highly Recommended');
    expect(tileLabel(intl, 'medical', 59)).toBe('Limited Access');
    expect(sentimentText(intl, 79)).toBe('moderately safe');
  });
});
