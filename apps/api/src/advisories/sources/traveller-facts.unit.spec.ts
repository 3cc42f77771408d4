/**
 * The LGBT+ legal findings and the embassies, read off the governments' recorded pages (DATA.md rule
 * 5) and off sentences as the pages write them: what each states, its own words kept, and nothing
 * where a page states nothing.
 */
import type { AdvisorySource, EmbassiesRecord, LgbtLawRecord } from '@safetrails/contracts';
import { ADAPTERS } from './adapters';
import { recordedDocument } from './fixtures';
import { countryLineOf } from './citizens-lines';
import { lgbtLawOf } from './lgbt-law';
import { loadSnapshot } from '../snapshot/snapshot';

const RETRIEVED = '2026-08-22T07:27:54.000Z';

function facts(source: AdvisorySource, slug: string) {
  const parsed = ADAPTERS[source].parse(recordedDocument(source, slug).document, RETRIEVED)!;
  return {
    law: parsed.travellerFacts.find((record): record is LgbtLawRecord => record.kind === 'lgbt')?.law ?? null,
    embassies: parsed.travellerFacts.find((record): record is EmbassiesRecord => record.kind === 'embassies') ?? null,
  };
}

/** One government's LGBT+ section as its page would carry it. */
const section = (...sentences: string[]) => [`## LGBT+ travellers\n\n${sentences.join(' ')}`];

describe('LGBT+ legal findings on the recorded pages', () => {
  it('reads a crime and its heaviest penalty with the sentences that say so (FCDO, Nigeria)', () => {
    const { law } = facts('uk', 'nigeria');
    expect(law?.sameSexActs).toEqual({
      status: 'criminalised',
      appliesTo: 'all',
      maxPenalty: 'death',
      words: [
        'Same-sex sexual activity is illegal in Nigeria with penalties of up to 14 years in prison.',
        'Some northern states observe Sharia Law which can prescribe the death penalty for same-sex sexual activity.',
      ],
    });
  });

  it('reads "not explicitly criminalised" followed by prosecutions under other laws as de facto (FCDO, Egypt)', () => {
    const { law } = facts('uk', 'egypt');
    expect(law?.sameSexActs?.status).toBe('de_facto_criminalised');
    expect(law?.sameSexActs?.words[0]).toMatch(
      /^Same-sex sexual activity is not explicitly criminalised in Egypt\. However/,
    );
  });

  it('reads a negated crime as legal, with no penalty (Canada, India)', () => {
    expect(facts('ca', 'india').law?.sameSexActs).toEqual({
      status: 'legal',
      appliesTo: null,
      maxPenalty: null,
      words: ["Indian law doesn't criminalize sexual acts or relationships between persons of the same sex."],
    });
  });

  it('reads the U.S. pages, whose section is a paragraph led by its label (Nigeria)', () => {
    const { law } = facts('us', 'nigeria');
    expect(law?.sameSexActs?.status).toBe('criminalised');
    expect(law?.sameSexActs?.words[0]).toBe('Consensual, same-sex sexual relations are illegal in Nigeria.');
  });

  it('states nothing where a page has no LGBT+ section (Ireland, Afghanistan)', () => {
    expect(facts('ie', 'afghanistan').law).toBeNull();
  });

  it.each([
    ['Same-sex sexual activity between men is illegal.', 'criminalised', 'men'],
    ['Kazakh law doesn’t criminalize sexual acts or relationships between individuals of the same sex.', 'legal', null],
    [
      'Same-sex sexual activity is not illegal in Côte d’Ivoire, but the law does not recognise same-sex partnerships or marriage.',
      'legal',
      null,
    ],
    [
      'In Palestine, same-sex sexual activity is legal in the West Bank but illegal in Gaza, where it carries a 10-year prison sentence.',
      'criminalised',
      'all',
    ],
    [
      'Consensual same-sex conduct is illegal, and no laws prohibit discrimination against a person on the basis of sexual orientation.',
      'criminalised',
      'all',
    ],
    ['Homosexual behaviour could lead to arrest under laws such as indecent exposure.', 'de_facto_criminalised', 'all'],
    [
      'There are no legal restrictions on same-sex sexual relations or the organization of LGB events in Hungary.',
      'legal',
      null,
    ],
  ])('reads "%s" as %s', (sentence, status, appliesTo) => {
    expect(lgbtLawOf(section(sentence))?.sameSexActs).toMatchObject({ status, appliesTo, words: [sentence] });
  });

  it('says nothing of the act where a sentence speaks only of attitudes', () => {
    expect(lgbtLawOf(section('Thailand is generally a safe place for LGBT+ travellers.'))).toBeNull();
  });

  it.each([
    ['Thailand legalised same-sex marriage in January 2025.', 'marriage'],
    ['Same-sex marriage is legal in Ireland.', 'marriage'],
    ['Civil unions between same-sex couples are legal.', 'civil_unions'],
    ['Same-sex civil unions are recognised in Italy.', 'civil_unions'],
  ])('reads the acts as legal where "%s", by that sentence', (sentence, legalBy) => {
    expect(lgbtLawOf(section('LGBT+ travellers are welcome.', sentence))?.sameSexActs).toEqual({
      status: 'legal',
      appliesTo: null,
      maxPenalty: null,
      legalBy,
      words: [sentence],
    });
  });

  it('does not read marriage as legal where the sentence denies it, nor over a stated crime', () => {
    expect(lgbtLawOf(section('Same-sex marriage is not legal in Japan.'))?.sameSexActs ?? null).toBeNull();
    const crime = lgbtLawOf(
      section('Same-sex marriage is not recognised.', 'Same-sex sexual activity is illegal, punishable by prison.'),
    );
    expect(crime?.sameSexActs?.status).toBe('criminalised');
  });

  it.each([
    ['Same-sex sexual activity is illegal and punishable by fines, jail time, or death.', 'death'],
    ['Homosexual acts are illegal. Penalties include flogging, imprisonment or death.', 'death'],
    ['Same-sex sexual activity is illegal, with penalties of fines or life imprisonment.', 'life'],
  ])('reads a list of penalties as its most severe: "%s"', (sentence, maxPenalty) => {
    expect(lgbtLawOf(section(sentence))?.sameSexActs?.maxPenalty).toBe(maxPenalty);
  });

  it('reads propaganda laws, cross-dressing bans and gender recognition where a sentence states them', () => {
    const law = lgbtLawOf(
      section(
        'Same-sex relationships and impersonating the opposite sex are illegal.',
        'In Kazakhstan, it is illegal to spread “propaganda of non-traditional sexual orientation”.',
        'It is possible to change legal gender in Singapore, subject to medical procedures.',
      ),
    );
    expect(law?.genderExpression).toEqual({
      criminalised: true,
      words: ['Same-sex relationships and impersonating the opposite sex are illegal.'],
    });
    expect(law?.propagandaLaw?.exists).toBe(true);
    expect(law?.genderRecognition?.status).toBe('recognised');
    const none = lgbtLawOf(
      section(
        'Same-sex sexual activity was decriminalised in Bhutan in 2020, and there are no censorship laws restricting the discussion or promotion of LGBT+ topics.',
      ),
    );
    expect(none?.propagandaLaw?.exists).toBe(false);
    expect(none?.sameSexActs?.status).toBe('legal');
  });

  it('takes the penalty of the law, not an arrest story or an abolished punishment', () => {
    const law = lgbtLawOf(
      section(
        'Sudanese law does not specifically prohibit homosexuality but criminalizes sodomy, which is punishable if convicted by five years in jail for an initial offense.',
        'Sudan’s civilian-led transitional government abolished corporal and capital punishment for sodomy in 2020.',
        'Some travellers have been arrested and imprisoned for this.',
      ),
    );
    expect(law?.sameSexActs).toMatchObject({ status: 'criminalised', maxPenalty: 'years' });
  });
});

describe('embassies on the recorded pages', () => {
  it("lists Smartraveller's missions with address and phone, and the 24-hour Consular Emergency Centre (Thailand)", () => {
    const { embassies } = facts('au', 'thailand');
    expect(embassies?.missions[0]).toEqual({
      name: 'Australian Embassy, Bangkok',
      address: '181 Wireless Road, Lumphini, Pathumwan, Bangkok, Thailand. 10330',
      phone: '(+66 2) 344 6300',
      emergencyPhone: null,
      url: 'http://www.thailand.embassy.gov.au/',
    });
    expect(embassies?.missions.map((mission) => mission.name)).toContain('Australian Consulate-General, Phuket');
    expect(embassies?.globalLine).toEqual({
      phone: '+61 2 6261 3305',
      label:
        "In a consular emergency, if you can't contact an embassy, call the 24-hour Consular Emergency Centre on: +61 2 6261 3305 from overseas",
    });
  });

  it("gives what GOV.UK gives: the FCDO's 24-hour line and the link to help in the country (Thailand)", () => {
    const { embassies } = facts('uk', 'thailand');
    expect(embassies?.globalLine).toEqual({ phone: '020 7008 5000', label: 'Telephone: 020 7008 5000 (24 hours)' });
    expect(embassies?.missions).toEqual([
      {
        name: null,
        address: null,
        phone: null,
        emergencyPhone: null,
        url: 'https://www.contact.service.csd.fcdo.gov.uk/posts/thailand/british-embassy-bangkok',
      },
    ]);
    expect(embassies?.url).toBe('https://www.gov.uk/foreign-travel-advice/thailand/getting-help');
  });

  it('reads the U.S. missions under a heading link, with the emergency after-hours line (Nigeria)', () => {
    const { embassies } = facts('us', 'nigeria');
    expect(embassies?.missions[0]).toMatchObject({
      name: 'U.S. Embassy Abuja',
      address: '1075 Diplomatic Drive, Central District Area, Abuja, Nigeria',
      phone: '+234 209 461 4328',
      url: 'https://ng.usembassy.gov/',
    });
    expect(embassies?.missions[1]).toMatchObject({
      name: 'U.S. Consulate General Lagos',
      emergencyPhone: '+234 201 460 3400',
    });
  });

  it("reads Ireland's embassy, and the page's emergency line for Irish citizens in the country (Thailand, Nigeria)", () => {
    const thailand = facts('ie', 'thailand').embassies;
    expect(thailand?.missions).toEqual([
      {
        name: 'Embassy of Ireland, Thailand',
        address: '208 Wireless Road 12th Floor, Unit 1201, Lumphini, Pathumwan, Bangkok 10330',
        phone: '+66 2 016 1360',
        emergencyPhone: null,
        url: 'https://www.ireland.ie/en/thailand/bangkok/contact/',
      },
    ]);
    expect(thailand?.countryLine).toEqual({
      phone: '+662-016-1360',
      label:
        'After business hours, Irish Citizens seeking emergency consular assistance should contact the Duty Officer number at +662-016-1360',
    });
    // "+353 1 408 2000": a number that ends like a year is still the whole number.
    expect(facts('ie', 'nigeria').embassies?.countryLine?.phone).toBe('+353 1 408 2000');
  });

  it.each([
    [
      'Irish citizens in need of emergency assistance outside of opening hours please call 011-49403200 and leave a message.',
      '011-49403200',
    ],
    [
      'If you require assistance in the case of emergency while the Embassy is closed, please call the main Embassy number, (+420) 257 011 280, and leave your name.',
      '(+420) 257 011 280',
    ],
    [
      'If you require emergency assistance from the Embassy, please contact us on:\n\n+91 (11) 49403200.',
      '+91 (11) 49403200',
    ],
    [
      'In an emergency, call the police on 112, or Irish citizens can contact the Embassy on +31 70 363 0993.',
      '+31 70 363 0993',
    ],
  ])('reads the line for citizens in "%s"', (page, phone) => {
    expect(countryLineOf(page)?.phone).toBe(phone);
  });

  it('never takes opening hours or a local service for the citizens’ line', () => {
    expect(countryLineOf('The Embassy is open 09.00 - 13.00 for emergency assistance.')).toBeNull();
    expect(countryLineOf('In an emergency, dial 112 for the police or an ambulance.')).toBeNull();
  });

  it('lists no missions for Canada, whose recorded pages carry none', () => {
    expect(facts('ca', 'india').embassies).toBeNull();
  });
});

describe('LGBT+ findings over every page of the shipped snapshot', () => {
  const findings = loadSnapshot().travellerFacts.flatMap((record) =>
    record.kind === 'lgbt' && record.law.sameSexActs ? [{ record, acts: record.law.sameSexActs }] : [],
  );

  it('reads a penalty sentence that names death as the death penalty', () => {
    const naming = findings.filter(({ acts }) =>
      acts.words.some((sentence) => /\bdeath\b/i.test(sentence) && !/\babolish/i.test(sentence)),
    );
    expect(naming.length).toBeGreaterThan(5);
    for (const { record, acts } of naming)
      expect({ at: `${record.source} ${record.countryCode}`, penalty: acts.maxPenalty }).toEqual({
        at: `${record.source} ${record.countryCode}`,
        penalty: 'death',
      });
  });

  it('reads the acts as legal, and says why, wherever a page states only that same-sex marriage or unions are', () => {
    const byUnion = findings.filter(({ acts }) => acts.legalBy);
    expect(byUnion.length).toBeGreaterThan(5);
    for (const { acts } of byUnion) {
      expect(acts.status).toBe('legal');
      expect(acts.words[0]).toMatch(/marriage|union|partnership/i);
    }
  });
});

describe("Ireland's emergency lines for its citizens over every page of the shipped snapshot", () => {
  it('reads one on most pages, each a number its own sentence gives', () => {
    const records = loadSnapshot().travellerFacts.filter(
      (record): record is EmbassiesRecord => record.kind === 'embassies' && record.source === 'ie',
    );
    const lines = records.flatMap((record) => (record.countryLine ? [record.countryLine] : []));
    console.log(`Ireland's citizens' emergency line: ${lines.length} of ${records.length} embassy pages`);
    expect(lines.length / records.length).toBeGreaterThan(0.8);
    for (const line of lines) {
      expect(line.label).toContain(line.phone);
      expect(line.phone.replace(/\D/g, '').length).toBeGreaterThanOrEqual(7);
    }
  });
});
