/**
 * Her own government's emergency line, wherever its page writes it: on each mission, page-wide for
 * its citizens in the country, or the department's own. Read on the recorded pages of each layout,
 * then over every page the shipped snapshot was compiled from (fixtures/embassy-pages.json, written
 * with it): no government's mission list without an emergency line where its page gives one.
 */
import type { AdvisorySource } from '@safetrails/contracts';
import { embassiesOf } from '../queries/traveller-facts';
import { departmentLineOf } from './citizens-lines';
import { MISSION_PAGES } from './embassies';
import { recordedEmbassyPages } from './fixtures';
import { plainText } from './markdown';

const { pages } = recordedEmbassyPages();
const NOW = new Date('2026-12-06T00:00:00Z');

function read(source: AdvisorySource, countryCode: string) {
  const recorded = pages.find((page) => page.source === source && page.countryCode === countryCode);
  if (!recorded) throw new Error(`no recorded ${source} page for ${countryCode}`);
  const findings = MISSION_PAGES[source].read(recorded.page, recorded.url)!;
  return { recorded, findings };
}

/** The missions as the API gives them: each with its own emergency line or the page's. */
function missionsOf(source: AdvisorySource, countryCode: string) {
  const { recorded, findings } = read(source, countryCode);
  return embassiesOf(
    [
      {
        source,
        organisation: source,
        countryCode,
        url: recorded.url,
        checkedAt: NOW.toISOString(),
        retrievedAt: NOW.toISOString(),
        licence: '',
        kind: 'embassies',
        missions: findings.missions,
        globalLine: findings.globalLine,
        countryLine: findings.countryLine ?? null,
      },
    ],
    NOW,
  );
}

const squash = (text: string) => plainText(text).replace(/•\s*/g, '').replace(/\s+/g, ' ');
const digits = (text: string) => text.replace(/\D/g, '');

describe('her government’s emergency line on each layout of its page', () => {
  it('gives every U.S. mission in Mexico the page-wide line, quoted with the page’s words', () => {
    const { findings } = read('us', 'MX');
    expect(findings.countryLine).toEqual({
      phone: '55 5080 2000',
      label: 'EMERGENCY ASSISTANCE FOR U.S. CITIZENS IN MEXICO From Mexico: 55 5080 2000',
    });
    const missions = missionsOf('us', 'MX');
    expect(missions.length).toBeGreaterThanOrEqual(10);
    for (const mission of missions) expect(mission.emergencyPhone).toBe('55 5080 2000');
  });

  it('reads labels a page runs together on one line (Hong Kong)', () => {
    const [mission] = read('us', 'HK').findings.missions;
    expect(mission).toMatchObject({
      name: 'U.S. Consulate General Hong Kong & Macau',
      phone: '+852 2841-2211, +852 2841-2225, +852 2841-2323',
      emergencyPhone: '+852 2523-9011',
    });
  });

  it('reads a mission the page names by its section, and an "Emergency Telephone" (Austria)', () => {
    expect(read('us', 'AT').findings.missions[0]).toMatchObject({
      name: 'Consular Section',
      emergencyPhone: '+43-(0)1-313390',
    });
  });

  it('reads "Emergencies:" and a label whose number is on the next line (Central African Republic, São Tomé)', () => {
    expect(read('us', 'CF').findings.missions[0]?.emergencyPhone).toBe(
      '+(237) 22220-1500, ext. 4531 or +(237) 22222-25-893',
    );
    expect(read('us', 'ST').findings.missions[0]).toMatchObject({
      phone: '+ (244) 222-64-1000',
      emergencyPhone: '+ (244) 222-64-1112',
    });
  });

  it('reads the page-wide sentence after the missions (South Korea, France)', () => {
    expect(read('us', 'KR').findings.countryLine?.phone).toBe('+82 (2) 397-4114');
    expect(read('us', 'FR').findings.countryLine?.phone).toBe('+(33)(1) 43-12-22-22');
  });

  it('takes the number for a caller abroad from the Department of State’s line (Antarctica)', () => {
    expect(read('us', 'AQ').findings.globalLine).toEqual({
      phone: '1-202-501-4444',
      label:
        '24/7 Emergency Contact at the Department of State: From within the United States: 1-888-407-4747 From outside the United States: 1-202-501-4444',
    });
    expect(departmentLineOf('Call the Embassy on +1 202 555 0100 in an emergency.')).toBeNull();
  });

  it('never takes a local service’s number or a fax for the citizens’ line', () => {
    const vietnam = read('us', 'VN').findings;
    expect(vietnam.countryLine).toBeNull();
    expect(vietnam.missions[0]?.emergencyPhone).toBe('From outside Vietnam: +84-24-3850-5000 or +84-24-3850-5105');
  });
});

/** A line of the page about emergency help with a phone number on it or on the next line. */
function pageGivesEmergencyLine(page: string): boolean {
  const lines = plainText(page)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const hasPhone = (line: string) =>
    (line.match(/\+?\(?\d[\d\s().-]{5,}\d/g) ?? []).some((number) => digits(number).length >= 7);
  return lines.some(
    (line, index) =>
      /emergenc|after[- ]?hours|out[- ]of[- ]hours|duty officer/i.test(line) &&
      !/^(?:fax|e-?mail)\b/i.test(line) &&
      (hasPhone(line) || hasPhone(lines[index + 1] ?? '')),
  );
}

describe('every page the shipped snapshot was compiled from', () => {
  const read = pages.map((recorded) => ({
    recorded,
    findings: MISSION_PAGES[recorded.source].read(recorded.page, recorded.url),
  }));

  it('leaves no mission list without an emergency line where its page gives one', () => {
    expect(read.length).toBeGreaterThan(700);
    const missing: string[] = [];
    const none: string[] = [];
    for (const { recorded, findings } of read) {
      const lines = [
        ...(findings?.missions.map((mission) => mission.emergencyPhone) ?? []),
        findings?.countryLine?.phone,
        findings?.globalLine?.phone,
      ].filter(Boolean);
      if (lines.length > 0) continue;
      if (pageGivesEmergencyLine(recorded.page)) missing.push(`${recorded.source} ${recorded.countryCode}`);
      else if (findings?.missions.length) none.push(`${recorded.source} ${recorded.countryCode}`);
    }
    expect(missing).toEqual([]);
    console.log(
      `${read.length} pages that list missions; ${none.length} give no emergency line of any kind: ${none.join(', ')}`,
    );
  });

  it('quotes each line with the page’s own words, its number among them', () => {
    for (const { recorded, findings } of read) {
      for (const line of [findings?.countryLine, findings?.globalLine]) {
        if (!line) continue;
        expect(squash(recorded.page)).toContain(line.label);
        expect(digits(line.label)).toContain(digits(line.phone));
        expect(digits(line.phone).length).toBeGreaterThanOrEqual(7);
      }
    }
  });
});
