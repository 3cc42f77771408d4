/**
 * Her messages in the language she chose: the app's glossary words for severities, kinds and types
 * (the same as its catalogues), our sentences in her language with the source's words quoted as
 * written, the pages at her language's addresses, and Arabic's plural forms and direction.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALERT_SEVERITIES,
  ALERT_TYPES,
  LOCALES,
  OFFICIAL_ALERT_KINDS,
  type Locale,
  type SafetyAlert,
} from '@safetrails/contracts';
import { confirmationEmail, digestEmail } from '../account-emails';
import type { AlertMessageContext } from '../alert-content';
import { alertEmail } from '../alert-email';
import { alertPush } from '../alert-push';
import { notificationWords } from './notification-words';

const CATALOGUES = join(__dirname, '../../../../../../web/src/i18n/messages');

function catalogue(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(join(CATALOGUES, `${locale}.json`), 'utf8')) as Record<string, string>;
}

const quake: SafetyAlert = {
  id: '6f1c2a9e-4b7d-4c1e-9a53-2d8e7f0b1c34',
  destinationId: null,
  destinationName: null,
  title: 'M 6.4 - 9 km NNE of Pokhara, Nepal',
  content: 'Magnitude 6.4 (mww), depth 12.5 km.',
  source: null,
  severity: 'high',
  alertType: 'natural_disaster',
  latitude: 28.29,
  longitude: 84.02,
  radius: 50_000,
  startTime: '2026-11-27T08:18:00.000Z',
  endTime: null,
  createdAt: '2026-11-27T08:19:00.000Z',
  updatedAt: '2026-11-27T08:19:00.000Z',
  isActive: true,
  verified: true,
  archivedReason: null,
  mine: false,
  countries: ['NP'],
  official: {
    source: 'usgs',
    organisation: 'U.S. Geological Survey',
    sourceId: 'us7000abcd',
    kind: 'earthquake',
    sourceSeverity: 'yellow',
    eventTime: '2026-11-27T08:18:00.000Z',
    sourceUpdatedAt: null,
    timeZone: 'Asia/Kathmandu',
    retrievedAt: '2026-11-27T08:19:00.000Z',
    url: 'https://earthquake.usgs.gov/earthquakes/eventpage/us7000abcd',
    licence: 'Public domain (USGS)',
    area: null,
  },
};

function contextIn(locale: Locale, overrides: Partial<AlertMessageContext> = {}): AlertMessageContext {
  const prefix = locale === 'en' ? '' : `/${locale.toLowerCase()}`;
  return {
    alert: quake,
    update: false,
    words: notificationWords(locale),
    placeLabel: 'Pokhara, Nepal',
    distanceKm: 9.2,
    placeTimeZone: 'Asia/Kathmandu',
    links: {
      alert: `https://safetrails.example${prefix}/alerts/${quake.id}`,
      settings: `https://safetrails.example${prefix}/safety-alerts/settings`,
      unsubscribe: `https://safetrails.example${prefix}/unsubscribe?token=t`,
      oneClick: 'https://safetrails.example/api/notifications/unsubscribe?token=t',
    },
    ...overrides,
  };
}

describe('the words of her messages', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'name severities, kinds and types as the app does in %s',
    (locale) => {
      const messages = catalogue(locale);
      const words = notificationWords(locale);
      for (const severity of ALERT_SEVERITIES)
        expect(words.severities[severity]).toBe(messages[`alerts.severity.${severity}`]);
      for (const kind of OFFICIAL_ALERT_KINDS) expect(words.kinds[kind]).toBe(messages[`alerts.kind.${kind}`]);
      for (const type of ALERT_TYPES) expect(words.types[type]).toBe(messages[`alerts.type.${type}`]);
      expect(words.official('USGS')).toBe(messages['alerts.official']!.replace('{source}', 'USGS'));
      expect(words.unverified).toBe(messages['alerts.unverified']);
    },
  );

  it('keep English as it was when she has not chosen a language', () => {
    const email = alertEmail(contextIn('en'));
    expect(email.subject).toBe('High alert: earthquake 9 km from Pokhara, Nepal');
    expect(email.text).toContain('U.S. Geological Survey says:\n“M 6.4 - 9 km NNE of Pokhara, Nepal”');
    expect(email.text).toContain('When: 27 Nov 2026, 14:03 local time (Asia/Kathmandu); 27 Nov 2026, 08:18 UTC');
    expect(email.html).toContain('<html lang="en-GB" dir="ltr">');
    expect(notificationWords(null)).toBe(notificationWords('en'));
  });

  it('write an alert in Spanish, the source’s words quoted as written and marked English', () => {
    const email = alertEmail(contextIn('es'));
    expect(email.subject).toBe('Alerta alta: terremoto a 9 km de Pokhara, Nepal');
    expect(email.text).toContain('U.S. Geological Survey dice:\n“M 6.4 - 9 km NNE of Pokhara, Nepal”');
    expect(email.text).toContain('Gravedad: Alta (en la escala de la propia fuente: yellow)');
    expect(email.text).toContain('Abrir la alerta: https://safetrails.example/es/alerts/');
    expect(email.html).toContain('<html lang="es" dir="ltr">');
    expect(email.html).toMatch(/<blockquote lang="en" dir="ltr"[^>]*>\n<p[^>]*><strong>“M 6.4 - 9 km NNE/);
    const { payload } = alertPush(contextIn('es', { update: true }), new Date('2026-11-27T09:00:00Z'));
    expect(payload.title).toBe('Actualizada · Alerta alta: Terremoto a 9 km de Pokhara, Nepal');
    expect(payload.body).toBe('“M 6.4 - 9 km NNE of Pokhara, Nepal” · Oficial: USGS');
  });

  it('keep German nouns capitalised and space French colons', () => {
    expect(alertEmail(contextIn('de')).subject).toBe('Warnstufe Hoch: Erdbeben 9 km von Pokhara, Nepal entfernt');
    const french = alertEmail(contextIn('fr'));
    expect(french.subject).toMatch(/^Alerte élevée\u00a0: séisme à 9[\u00a0\u202f]km de Pokhara, Nepal$/);
    expect(french.text).toContain('Gravité\u00a0: Élevée');
  });

  it('lay an Arabic message out right to left, with Western digits and Arabic plurals', () => {
    const email = alertEmail(contextIn('ar'));
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.subject).toBe('تنبيه بخطورة عالية: زلزال على بعد 9 كم من Pokhara, Nepal');
    expect(email.text).toMatch(/27\u200f\/11\u200f\/2026، 2:03/);
    const words = notificationWords('ar').digest;
    expect(words.count(1)).toBe('تنبيه واحد منخفض الخطورة لأماكنك');
    expect(words.count(2)).toBe('تنبيهان منخفضا الخطورة لأماكنك');
    expect(words.count(3)).toBe('3 تنبيهات منخفضة الخطورة لأماكنك');
    expect(words.count(11)).toBe('11 تنبيهًا منخفض الخطورة لأماكنك');
  });

  it('write the digest and the confirmation in her language', () => {
    const links = {
      settings: 'https://s/pt-br/safety-alerts/settings',
      unsubscribe: 'https://s/u',
      oneClick: 'https://s/o',
    };
    const digest = digestEmail(
      '2026-11-28',
      [{ alert: quake, link: 'https://s/pt-br/alerts/1' }],
      links,
      notificationWords('pt-BR'),
    );
    expect(digest.subject).toBe('1 alerta de gravidade baixa para seus lugares (28 de novembro de 2026)');
    expect(digest.text).toContain('- Terremoto (Alta), Oficial: USGS: “M 6.4 - 9 km NNE of Pokhara, Nepal”');
    const english = digestEmail(
      '2026-11-28',
      [{ alert: quake, link: 'https://s/alerts/1' }],
      links,
      notificationWords('en'),
    );
    expect(english.subject).toBe('1 low-severity alert for your places (2026-11-28)');
    const confirmation = confirmationEmail('https://s/de/confirm-email?token=t', notificationWords('de'));
    expect(confirmation.subject).toBe('Bestätige deine Adresse für SafeTrails-Warnungen');
    expect(confirmation.text).toContain('Diese Adresse bestätigen: https://s/de/confirm-email?token=t');
    expect(confirmation.html).toContain('<html lang="de" dir="ltr">');
  });
});
