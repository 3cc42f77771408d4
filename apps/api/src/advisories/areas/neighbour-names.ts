/**
 * The neighbouring countries a border clause names: "the border with Venezuela", "the
 * Thailand-Cambodia border", "the Cambodian and Thai border", "border areas with Cameroon, Niger,
 * and northern Benin". Names are countries-list's English names, the usual short forms and the
 * adjectives the governments use; the country the advice is about is never its own neighbour.
 */
import { getCountryDataList } from 'countries-list';
import { placeKey } from './gazetteer';

/** Short names and adjectives the pages use for a country. */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  AF: ['Afghan'],
  BY: ['Belarusian'],
  CD: ['DRC', 'Democratic Republic of the Congo', 'DR Congo', 'Congolese'],
  CG: ['Republic of the Congo', 'Congo-Brazzaville'],
  CI: ["Cote d'Ivoire", 'Ivory Coast', 'Ivorian'],
  CN: ['Chinese'],
  CO: ['Colombian'],
  DZ: ['Algerian'],
  EC: ['Ecuadorian', 'Ecuadorean'],
  EG: ['Egyptian'],
  ER: ['Eritrean'],
  ET: ['Ethiopian'],
  GT: ['Guatemalan'],
  IL: ['Israeli'],
  IN: ['Indian'],
  IQ: ['Iraqi'],
  IR: ['Iranian'],
  KE: ['Kenyan'],
  KG: ['Kyrgyz', 'Kyrgyz Republic'],
  KH: ['Cambodian'],
  KP: ['North Korea', 'North Korean', 'DPRK'],
  KR: ['South Korea', 'South Korean'],
  LA: ['Laos', 'Lao'],
  LB: ['Lebanese'],
  LY: ['Libyan'],
  ML: ['Malian'],
  MM: ['Burma', 'Burmese', 'Myanmar'],
  MR: ['Mauritanian'],
  MX: ['Mexican'],
  MY: ['Malaysian'],
  NE: ['Nigerien'],
  NG: ['Nigerian'],
  PA: ['Panamanian'],
  PE: ['Peruvian'],
  PK: ['Pakistani'],
  PS: ['Gaza', 'West Bank', 'Palestinian Territories'],
  RU: ['Russia', 'Russian'],
  SD: ['Sudanese'],
  SO: ['Somali'],
  SS: ['South Sudanese'],
  SY: ['Syria', 'Syrian'],
  TD: ['Chadian'],
  TH: ['Thai'],
  TR: ['Turkey', 'Turkish', 'Türkiye'],
  TJ: ['Tajik'],
  UA: ['Ukrainian'],
  UZ: ['Uzbek'],
  US: ['United States', 'US', 'U.S.', 'American'],
  VE: ['Venezuelan'],
  VN: ['Vietnam', 'Vietnamese'],
  YE: ['Yemeni'],
};

let names: Map<string, string> | null = null;

function nameIndex(): Map<string, string> {
  if (names) return names;
  names = new Map();
  for (const country of getCountryDataList()) names.set(placeKey(country.name), country.iso2);
  for (const [code, others] of Object.entries(OTHER_NAMES)) {
    for (const other of others) names.set(placeKey(other), code);
  }
  return names;
}

/** Whether the words are exactly a name of the country ("Colombia", "the Gambia"; not "Panama City"). */
export function isCountryName(text: string, countryCode: string): boolean {
  const key = placeKey(text.replace(/^the\s+/i, ''));
  return nameIndex().get(key) === countryCode || nameIndex().get(placeKey(`the ${key}`)) === countryCode;
}

/** The ISO codes of the countries named in `text`, other than `countryCode`, in the order named. */
export function neighbourCodesIn(text: string, countryCode: string): string[] {
  const index = nameIndex();
  const found: { at: number; code: string }[] = [];
  let words = ` ${placeKey(text.replace(/\([^)]*\)/g, ' '))} `;
  // Longest names first, so "south sudan" is not read as "sudan", nor "niger" inside "nigeria".
  for (const [name, code] of [...index.entries()].sort(([a], [b]) => b.length - a.length)) {
    let at = words.indexOf(` ${name} `);
    while (at >= 0) {
      found.push({ at, code });
      words = `${words.slice(0, at + 1)}${'#'.repeat(name.length)}${words.slice(at + 1 + name.length)}`;
      at = words.indexOf(` ${name} `);
    }
  }
  const codes: string[] = [];
  for (const { code } of found.sort((a, b) => a.at - b.at)) {
    if (code !== countryCode && !codes.includes(code)) codes.push(code);
  }
  return codes;
}
