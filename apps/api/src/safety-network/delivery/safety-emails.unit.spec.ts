import { LOCALES, SAFETY_MESSAGE_KINDS, type CountryEmergency, type SourcedNumber } from '@safetrails/contracts';
import type { SafetyFacts } from '../queries/safety-facts.reader';
import { safetyEmail, safetyPush, type SafetyMessageInput } from './safety-emails';

const police: SourcedNumber = {
  number: '100',
  label: 'Police: 100',
  source: 'uk',
  organisation: 'UK Foreign, Commonwealth & Development Office',
  url: 'https://www.gov.uk/foreign-travel-advice/nepal/getting-help',
  checkedAt: '2026-08-06T00:00:00.000Z',
};
const emergency: CountryEmergency = {
  general: [],
  police: [police],
  ambulance: [],
  fire: [],
  touristPolice: [],
  womensHelpline: [],
  source: police.organisation,
  url: police.url,
  checkedAt: police.checkedAt,
  fallbackUrl: police.url,
  disagreements: [],
};
const place = {
  destinationId: 1282898,
  city: 'Pokhara',
  country: 'Nepal',
  countryCode: 'NP',
  latitude: 28.26689,
  longitude: 83.96851,
};
const facts: SafetyFacts = {
  place,
  emergency,
  home: 'US',
  missions: [
    {
      of: 'US',
      source: 'us',
      organisation: 'U.S. Department of State',
      name: 'U.S. Embassy Kathmandu',
      address: 'Maharajgunj, Kathmandu',
      phone: '+(977)(01) 423-4000',
      emergencyPhone: null,
      emergencyLabel: null,
      url: 'https://np.usembassy.gov/',
      sourceUrl: 'https://travel.state.gov/nepal',
      checkedAt: '2024-12-18T00:00:00.000Z',
      stale: true,
    },
  ],
  citizensLines: [],
};

function input(kind: SafetyMessageInput['kind'], language: SafetyMessageInput['language']): SafetyMessageInput {
  const toHer = kind === 'check-in-reminder' || kind === 'safety-check';
  return {
    kind,
    language,
    her: 'Bea',
    contact: toHer ? null : { name: 'Ana', timeZone: kind === 'check-in-missed' ? null : 'Europe/Madrid' },
    links: {
      action: 'https://safetrails.example/check-in?token=t',
      page: toHer ? null : 'https://safetrails.example/trusted-contact?token=c',
      oneClick: toHer ? null : 'https://safetrails.example/api/trusted-contact-links/stop?token=c',
    },
    zone: 'Asia/Kathmandu',
    dueAt: new Date('2026-12-06T14:15:00Z'),
    graceMinutes: 30,
    at: new Date('2026-12-06T15:00:00Z'),
    answerBy: new Date('2026-12-06T16:00:00Z'),
    city: 'Pokhara',
    alert: {
      title: 'M 6.4 - 9 km NNE of Pokhara, Nepal',
      organisation: 'U.S. Geological Survey',
      url: 'https://earthquake.usgs.gov/earthquakes/eventpage/us7000pkr1',
    },
    whereabouts: {
      where: { ...place, timeZone: 'Asia/Kathmandu', from: 'trip' },
      lastCheckIn: null,
      point: null,
    },
    facts,
  };
}

describe('safety messages', () => {
  it.each(LOCALES)('writes every kind whole in %s: no gap, the source words as written', (language) => {
    for (const kind of SAFETY_MESSAGE_KINDS) {
      const email = safetyEmail(input(kind, language));
      expect(email.subject.length).toBeGreaterThan(5);
      for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(/undefined|null|NaN/);
      if (['safety-check', 'marked-safe', 'safety-check-unanswered'].includes(kind)) {
        expect(email.text).toContain('“M 6.4 - 9 km NNE of Pokhara, Nepal”');
      }
      if (['check-in-missed', 'sos', 'safety-check-unanswered'].includes(kind)) {
        // The number, the source's own line quoted, its source; her embassy from its page.
        expect(email.text).toContain('100: “Police: 100” (');
        expect(email.text).toContain('UK Foreign, Commonwealth & Development Office');
        expect(email.text).toContain('U.S. Embassy Kathmandu');
        expect(email.html).toContain('href="tel:100"');
      }
    }
  });

  it('tells a contact her time and theirs, UTC said so when we do not know their zone', () => {
    const missed = safetyEmail(input('check-in-missed', 'en'));
    expect(missed.text).toContain('due at 6 Dec 2026, 20:00 (Asia/Kathmandu)');
    expect(missed.text).toContain('(your time: 6 Dec 2026, 14:15 UTC (we do not know your time zone))');
    expect(missed.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(missed.headers['List-Unsubscribe']).toBe(
      '<https://safetrails.example/api/trusted-contact-links/stop?token=c>',
    );
  });

  it('has no leave link for her own reminders, and offers decline beside accept in an invitation', () => {
    expect(safetyEmail(input('check-in-reminder', 'en')).headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
    const invitation = safetyEmail(input('invitation', 'en'));
    expect(invitation.text).toContain('Decline: https://safetrails.example/trusted-contact?token=c&answer=decline');
    expect(invitation.text).toContain('You get this one message because Bea gave this address');
  });

  it('writes an Arabic message right to left', () => {
    expect(safetyEmail(input('sos', 'ar')).html).toContain('<html lang="ar" dir="rtl">');
  });

  it('puts "I\'m OK" on her reminder push, with its token', () => {
    const { payload, options } = safetyPush(input('check-in-reminder', 'es'), 'safety-remind-p', 'token');
    expect(payload).toMatchObject({
      title: 'Hora de avisar de que estás bien',
      actions: [{ action: 'check-in', title: 'Estoy bien' }],
    });
    expect(options.urgency).toBe('high');
  });
});
