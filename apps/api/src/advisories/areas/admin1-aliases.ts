/**
 * Names the governments give admin-1 units that GeoNames' admin-1 file (name and ASCII name) does
 * not: each is the same unit under an official or common English name, checked against the unit's
 * GeoNames code. Kept short: a name missing here stays unresolved and shows as such. ("Anbar" for
 * "Al Anbar" needs no alias: a leading "Al" is compared both ways, see the gazetteer.)
 */
export const ADMIN1_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'NG.11': ['Federal Capital Territory', 'Abuja Federal Capital Territory'],
  'PK.06': ['Azad Jammu and Kashmir', 'Pakistan-administered Kashmir'],
  'UA.25': ['Zakarpattia'],
  'CM.10': ['Adamawa'],
  'IQ.15': ['Ninawa', 'Nineveh'],
  'IQ.11': ['Erbil'],
  'IQ.10': ['Diyala'],
  'IQ.06': ['Babil', 'Babylon'],
  'IQ.16': ['Wasit'],
  'IQ.12': ['Karbala'],
  'IQ.18': ['Salahuddin', 'Salah al-Din'],
  'IQ.17': ['Najaf'],
  'IQ.03': ['Al-Muthanna', 'Muthanna'],
  // GeoNames' "SNNPR" is the Southern Nations, Nationalities, and Peoples' Region, as the U.S. page
  // names it (its parenthesis "(SNNP)" set aside).
  'ET.54': ['Southern Nations and National People Region', 'SNNP Region', 'SNNP'],
};

/**
 * Admin-1 units created after the 2020 GeoNames copy, each carved out of the unit whose GeoNames code
 * is given: an area naming one is part of that unit (never the whole of it). Indonesia's Papua was
 * split by Laws 14, 15 and 16 of 2022 (Papua Selatan, Papua Tengah, Papua Pegunungan) and West Papua
 * by Law 29 of 2022 (Papua Barat Daya); English and Indonesian names as the governments write them.
 */
export const ADMIN1_SUCCESSORS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ID: {
    'Papua Selatan': 'ID.36',
    'South Papua': 'ID.36',
    'Papua Tengah': 'ID.36',
    'Central Papua': 'ID.36',
    'Papua Pegunungan': 'ID.36',
    'Highland Papua': 'ID.36',
    'Papua Highlands': 'ID.36',
    'Papua Barat Daya': 'ID.39',
    'Southwest Papua': 'ID.39',
  },
};

/**
 * Names of a group of admin-1 units, as the governments use them, where the group is defined by the
 * units (not a boundary of its own): the Mindanao island group is the Philippines' six Mindanao
 * regions. Each resolves to every unit listed.
 */
export const ADMIN1_GROUPS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  PH: { Mindanao: ['PH.14', 'PH.10', 'PH.12', 'PH.13', 'PH.09', 'PH.11'] },
};
