/**
 * What recording a government's record appends: the first version published, a version the
 * government dated anew a change, and the same dated version read again by a better reader of ours
 * a re-reading, which is not news.
 */
import type { AdvisoryRecord, LgbtLawRecord, RecordedEvent } from '@safetrails/contracts';
import type { Decider } from '../../platform/event-sourcing/handle-command';
import { advisoryDecider, outcomeOf, travellerFactsDecider, type OfficialRecordState } from './official-record';

const advice = (
  issuedAt: string | null,
  regions: AdvisoryRecord['regions'],
  level: 1 | 2 | 3 | 4 = 2,
): AdvisoryRecord => ({
  source: 'uk',
  organisation: 'UK Foreign, Commonwealth & Development Office',
  countryCode: 'CO',
  sourceCountryName: 'Colombia',
  level,
  sourceLevel: 'Areas where FCDO advises against all but essential travel',
  title: 'Colombia travel advice',
  summary: null,
  indicators: [],
  regions,
  womenTravellers: null,
  lgbtTravellers: null,
  issuedAt,
  retrievedAt: '2026-08-22T07:27:54.000Z',
  url: 'https://www.gov.uk/foreign-travel-advice/colombia',
  licence: 'Open Government Licence v3.0',
});

const arauca = (area: NonNullable<AdvisoryRecord['regions'][number]['area']>) => [
  { name: 'Arauca', level: 3 as const, sourceLevel: 'all but essential travel', area },
];
const AS_TEXT = { places: [{ kind: 'text' as const, text: 'Arauca', why: 'not read' }], except: [] };
const PLACED = { places: [{ kind: 'admin1' as const, text: 'Arauca', code: 'CO.03', name: 'Arauca' }], except: [] };

/** Records each command in turn and returns the types appended for each. */
function record<R>(decider: Decider<OfficialRecordState, { kind: 'record'; record: R }>, records: readonly R[]) {
  let state = decider.initialState();
  return records.map((next, index) => {
    const events = decider.decide({ kind: 'record', record: next }, state);
    events.forEach((event, offset) => {
      state = decider.evolve(state, {
        ...event,
        stream: 'advisory-CO-uk',
        revision: index + offset,
        metadata: { occurredAt: '2026-11-28T00:00:00Z' },
      } as unknown as RecordedEvent);
    });
    return events.map((event) => event.type);
  });
}

describe('recording a government’s record', () => {
  it('records the same dated version read again as a re-reading, not as the government changing its advice', () => {
    const types = record(advisoryDecider, [
      advice('2026-07-01T00:00:00Z', arauca(AS_TEXT)),
      advice('2026-07-01T00:00:00Z', arauca(PLACED)),
      advice('2026-07-01T00:00:00Z', arauca(PLACED)),
      advice('2026-08-15T00:00:00Z', arauca(PLACED), 3),
    ]);
    expect(types).toEqual([['AdvisoryPublished'], ['AdvisoryReread'], [], ['AdvisoryChanged']]);
    expect(types.map(outcomeOf)).toEqual(['new', 'reread', 'unchanged', 'changed']);
  });

  it('counts a version the government does not date as a change: nothing says it is the same', () => {
    expect(record(advisoryDecider, [advice(null, arauca(AS_TEXT)), advice(null, arauca(PLACED))])).toEqual([
      ['AdvisoryPublished'],
      ['AdvisoryChanged'],
    ]);
  });

  it('records a page of traveller facts read again the same way', () => {
    const lgbt = (checkedAt: string, words: string): LgbtLawRecord => ({
      kind: 'lgbt',
      source: 'uk',
      organisation: 'UK Foreign, Commonwealth & Development Office',
      countryCode: 'AR',
      url: 'https://www.gov.uk/foreign-travel-advice/argentina/safety-and-security',
      checkedAt,
      retrievedAt: '2026-08-22T07:27:54.000Z',
      licence: 'Open Government Licence v3.0',
      law: {
        sameSexActs: { status: 'legal', appliesTo: null, maxPenalty: null, words: [words] },
        genderExpression: null,
        propagandaLaw: null,
        genderRecognition: null,
      },
    });
    expect(
      record(travellerFactsDecider, [
        lgbt('2026-05-01T00:00:00Z', 'Same-sex marriage is legal.'),
        lgbt('2026-05-01T00:00:00Z', 'Same-sex marriage is legal and there are anti-discrimination laws.'),
        lgbt('2026-09-01T00:00:00Z', 'Same-sex marriage is legal and there are anti-discrimination laws.'),
      ]),
    ).toEqual([['TravellerFactsPublished'], ['TravellerFactsReread'], ['TravellerFactsChanged']]);
  });
});
