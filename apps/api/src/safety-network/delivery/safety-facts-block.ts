/**
 * The part every message to a contact about her carries (docs/SAFETY-NETWORK.md "What is sent"):
 * where she is and why we think so, her last check-in, a map point only if she shares her location,
 * the country's emergency numbers each with its source and date, her own government's missions and
 * citizens' line with the page's words quoted, and what to do. Where a fact has no source, the block
 * says so and links the page to check: nothing is filled in. Plain text and HTML say the same.
 */
import { EMERGENCY_SERVICES, type WhereSheIs } from '@safetrails/contracts';
import { escapeHtml } from '../../notifications/delivery/messages/alert-email';
import type { SafetyFacts } from '../queries/safety-facts.reader';
import type { SafetyWords } from './words/safety-words';

export interface HerWhereabouts {
  readonly where: WhereSheIs | null;
  readonly lastCheckIn: { readonly at: Date; readonly city: string | null } | null;
  readonly point: { readonly latitude: number; readonly longitude: number } | null;
}

export interface Block {
  readonly text: string[];
  readonly html: string;
}

/** "8 Dec 2026, 20:00 (America/Lima)". */
export function timeIn(words: SafetyWords, at: Date, zone: string): string {
  const local = new Intl.DateTimeFormat(words.intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  return words.timeIn(local.format(at), zone);
}

/** Their own time when we know their zone, else UTC, said so. */
export function theirTime(words: SafetyWords, at: Date, zone: string | null): string {
  if (zone) return timeIn(words, at, zone);
  const utc = new Intl.DateTimeFormat(words.intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return words.utcUnknownZone(utc.format(at));
}

function day(words: SafetyWords, iso: string): string {
  return new Intl.DateTimeFormat(words.intlLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

const quote = (text: string) => `“${text}”`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

function whereLines(words: SafetyWords, her: HerWhereabouts): { text: string[]; html: string[] } {
  const f = words.facts;
  const where = her.where
    ? `${her.where.city}, ${her.where.country} (${her.where.from === 'check-in' ? f.fromCheckIn : f.fromTrip})`
    : f.unknownWhere;
  const last = her.lastCheckIn
    ? `${timeIn(words, her.lastCheckIn.at, her.where?.timeZone ?? 'UTC')}${her.lastCheckIn.city ? ` · ${her.lastCheckIn.city}` : ''}`
    : f.noCheckIn;
  const lines = [words.labelled(f.where, where), words.labelled(f.lastCheckIn, last)];
  const html = lines.map(escapeHtml);
  if (her.point) {
    const { latitude, longitude } = her.point;
    const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
    lines.push(words.labelled(f.mapPoint, `${latitude}, ${longitude} (${map})`));
    html.push(words.labelled(escapeHtml(f.mapPoint), link(map, `${latitude}, ${longitude}`)));
  }
  return { text: lines, html };
}

function numberLines(words: SafetyWords, facts: SafetyFacts): { text: string[]; html: string[] } {
  const f = words.facts;
  const heading = f.numbersIn(facts.place.country);
  const emergency = facts.emergency;
  const entries = emergency
    ? EMERGENCY_SERVICES.flatMap((service) =>
        emergency[service].map((number) => ({ service: f.services[service], number })),
      )
    : [];
  if (entries.length === 0) {
    const where = emergency?.fallbackUrl ?? 'https://www.gov.uk/foreign-travel-advice';
    return {
      text: [heading, f.noNumbers(facts.place.country), words.labelled(f.checkAt, where)],
      html: [
        `<strong>${escapeHtml(heading)}</strong>`,
        `${escapeHtml(f.noNumbers(facts.place.country))} ${link(where, f.checkAt)}`,
      ],
    };
  }
  const text = [heading];
  const html = [`<strong>${escapeHtml(heading)}</strong>`];
  for (const { service, number } of entries) {
    const source = f.sourceOf(number.organisation, day(words, number.checkedAt));
    // The source's line, quoted; where we read one number off several lines, our reading (not quoted) and its lines.
    const said = number.derivedFrom
      ? `${number.derivedFrom.ours}: ${number.derivedFrom.lines.map(quote).join(' ')}`
      : quote(number.label);
    text.push(`  ${words.labelled(service, number.number)}: ${said} (${source}, ${number.url})`);
    html.push(
      `${escapeHtml(service)}: <a href="tel:${escapeHtml(number.number.replace(/[^\d+]/g, ''))}"><strong>${escapeHtml(number.number)}</strong></a> <span lang="en" dir="ltr">${escapeHtml(said)}</span> (${link(number.url, source)})`,
    );
  }
  return { text, html };
}

function governmentLines(words: SafetyWords, facts: SafetyFacts): { text: string[]; html: string[] } {
  const f = words.facts;
  const heading = f.herGovernment(facts.place.country);
  if (!facts.home)
    return { text: [heading, f.noHome], html: [`<strong>${escapeHtml(heading)}</strong>`, escapeHtml(f.noHome)] };
  if (facts.missions.length === 0 && facts.citizensLines.length === 0) {
    return {
      text: [heading, f.noMission(facts.place.country)],
      html: [`<strong>${escapeHtml(heading)}</strong>`, escapeHtml(f.noMission(facts.place.country))],
    };
  }
  const text = [heading];
  const html = [`<strong>${escapeHtml(heading)}</strong>`];
  for (const line of facts.citizensLines) {
    const source = f.sourceOf(line.organisation, day(words, line.checkedAt));
    text.push(`  ${words.labelled(f.citizensLine, line.phone)}: ${quote(line.label)} (${source}, ${line.sourceUrl})`);
    html.push(
      `${escapeHtml(f.citizensLine)}: <strong>${escapeHtml(line.phone)}</strong> <span lang="en" dir="ltr">${escapeHtml(quote(line.label))}</span> (${link(line.sourceUrl, source)})`,
    );
  }
  for (const mission of facts.missions) {
    const source = f.sourceOf(mission.organisation, day(words, mission.checkedAt));
    const phones = [
      mission.phone ? words.labelled(f.phone, mission.phone) : null,
      mission.emergencyPhone
        ? words.labelled(
            f.emergencyPhone,
            `${mission.emergencyPhone}${mission.emergencyLabel ? ` ${quote(mission.emergencyLabel)}` : ''}`,
          )
        : null,
    ].filter((part): part is string => part !== null);
    const name = mission.name ?? mission.organisation;
    const parts = [name, mission.address, ...phones].filter(Boolean).join(' · ');
    text.push(`  ${parts} (${source}, ${mission.sourceUrl})`);
    html.push(`<span lang="en" dir="ltr">${escapeHtml(parts)}</span> (${link(mission.sourceUrl, source)})`);
  }
  return { text, html };
}

/** Where she is, her last check-in, the numbers, her government, what to do. */
export function factsBlock(words: SafetyWords, her: HerWhereabouts, facts: SafetyFacts | null): Block {
  const parts = [whereLines(words, her), ...(facts ? [numberLines(words, facts), governmentLines(words, facts)] : [])];
  const steps = words.facts.steps.map((step, index) => `${index + 1}. ${step}`);
  return {
    text: [...parts.flatMap((part) => [...part.text, '']), words.facts.whatToDo, ...steps],
    html: [
      ...parts.map((part) => `<p>${part.html.join('<br>\n')}</p>`),
      `<p><strong>${escapeHtml(words.facts.whatToDo)}</strong></p>`,
      `<ol>${words.facts.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
    ].join('\n'),
  };
}
