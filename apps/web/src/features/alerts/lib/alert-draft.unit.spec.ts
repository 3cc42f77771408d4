import { createIntl } from 'react-intl';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import { createAlertInputOf, DEFAULT_ALERT_DRAFT, validateAlertDraft, type AlertDraft } from './alert-draft';
import { alertCount, distanceAway } from './alert-labels';
import { hasCoordinates, mapSearchUrl } from './map-link';

const english = createIntl({ locale: 'en', messages: en });

const valid: AlertDraft = {
  ...DEFAULT_ALERT_DRAFT,
  title: 'Metro strike',
  content: 'Line 4 is closed all day.',
};

describe('the alert form', () => {
  it('starts on severity medium, type other and radius 1000', () => {
    expect(DEFAULT_ALERT_DRAFT).toMatchObject({ severity: 'medium', alertType: 'other', radius: '1000' });
    expect(DEFAULT_ALERT_DRAFT.title).toBe('');
  });

  it('needs a title of 5 and a content of 10 characters, trimmed', () => {
    expect(validateAlertDraft({ ...valid, title: '  abcd ', content: 'too short' }, english)).toEqual({
      title: 'Title must be at least 5 characters',
      content: 'Content must be at least 10 characters',
    });
    expect(validateAlertDraft(valid, english)).toEqual({});
  });

  it('wants the end after the start', () => {
    expect(
      validateAlertDraft({ ...valid, startTime: '2026-03-10T15:00', endTime: '2026-03-10T14:00' }, english),
    ).toEqual({
      endTime: 'End time must be after the start time',
    });
    expect(
      validateAlertDraft({ ...valid, startTime: '2026-03-10T15:00', endTime: '2026-03-10T16:00' }, english),
    ).toEqual({});
  });

  it('sends trimmed text, numbers as typed, blanks as null, and local times as UTC instants', () => {
    const input = createAlertInputOf({
      ...valid,
      destinationId: '1',
      source: '  ',
      latitude: ' 48.8566 ',
      startTime: '2026-03-10T15:00',
    });
    expect(input).toEqual({
      destinationId: 1,
      title: 'Metro strike',
      content: 'Line 4 is closed all day.',
      severity: 'medium',
      alertType: 'other',
      source: null,
      latitude: '48.8566',
      longitude: null,
      radius: '1000',
      startTime: new Date(2026, 2, 10, 15, 0).toISOString(),
      endTime: null,
      isActive: true,
    });
  });
});

describe('the count and the map link', () => {
  it("counts as '(n alerts)'", () => {
    const intl = createIntl({ locale: 'en', messages: en });
    expect(alertCount(intl, 3)).toBe('(3 alerts)');
    expect(alertCount(intl, 0)).toBe('(0 alerts)');
    expect(alertCount(intl, 1)).toBe('(1 alert)');
    expect(distanceAway(intl, 1234)).toBe('1.2 km away');
    expect(distanceAway(intl, 344)).toBe('340 m away');
    // Spanish: its plural, its decimal comma.
    const spanish = createIntl({ locale: 'es', messages: es });
    expect(alertCount(spanish, 1)).toBe('(1 alerta)');
    expect(distanceAway(spanish, 1234)).toBe('a 1,2 km');
  });

  it('searches the coordinates on an external map, only when both are known', () => {
    expect(mapSearchUrl(48.8566, 2.3522)).toBe('https://www.google.com/maps/search/?api=1&query=48.8566%2C2.3522');
    expect(hasCoordinates({ latitude: 0, longitude: 0 })).toBe(true);
    expect(hasCoordinates({ latitude: 48.8, longitude: null })).toBe(false);
  });
});
