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
  'RU.19': ['Ingushetia'],
  'ET.51': ['Oromia'],
  'EC.26': ['Santo Domingo'],
  'EC.01': ['Galápagos Islands', 'Galapagos Islands'],
  'MP.100': ['Rota Island'],
  'EG.07': ['Ismailiyah', 'Ismailiya'],
  // Tunisia's governorates by their official French-derived names, as every government writes them
  // (GeoNames' admin-1 file has the Arabic transliterations: "Al Qaşrayn" for Kasserine).
  'TN.02': ['Kasserine'],
  'TN.28': ['Medenine', 'Médenine'],
  'TN.33': ['Sidi Bouzid'],
  'TN.32': ['Sfax'],
  'TN.31': ['Kebili', 'Kébili'],
  'TN.29': ['Gabes', 'Gabès'],
  'TN.19': ['Nabeul'],
  'TN.06': ['Jendouba'],
  'TN.27': ['Ben Arous'],
  'TN.18': ['Bizerte'],
  'TN.17': ['Beja', 'Béja'],
  'TN.22': ['Siliana'],
  'TN.23': ['Sousse'],
  'TN.35': ['Tozeur'],
  'TN.37': ['Zaghouan'],
  'TN.14': ['Le Kef', 'El Kef'],
  // Laos's provinces in the French-derived spellings the governments use (GeoNames writes the Lao
  // romanisation: "Xiangkhoang", "Salavan").
  'LA.14': ['Xieng Khouang', 'Xiengkhouang'],
  'LA.19': ['Saravane', 'Saravan'],
  'LA.20': ['Savannakhet'],
  'LA.15': ['Khammouane'],
  'LA.26': ['Sekong'],
  'LA.02': ['Champassak', 'Champasack'],
  'LA.01': ['Attapeu', 'Attopeu'],
  'LA.17': ['Luang Prabang'],
  'LA.03': ['Houaphanh'],
  // The FCDO's own misspelling of "Kayin State" on its Myanmar page.
  'MM.05': ['Kayin Sate'],
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
  // Ethiopia's SNNPR was divided after the 2020 copy: Sidama (June 2020) and South West Ethiopia
  // Peoples' Region (November 2021) by referendum, then Central Ethiopia and South Ethiopia (August
  // 2023) by the House of Federation's decision on the rest of it.
  ET: {
    Sidama: 'ET.54',
    'South West Ethiopia': 'ET.54',
    'Southwest Ethiopia': 'ET.54',
    'South West Ethiopia Peoples': 'ET.54',
    'Central Ethiopia': 'ET.54',
    'South Ethiopia': 'ET.54',
  },
  // Somaliland's Sahil (around Berbera) and Maroodi Jeex (around Hargeisa) regions, the two it made of
  // Woqooyi Galbeed (GeoNames places both towns in Woqooyi Galbeed).
  SO: { Sahil: 'SO.20', 'Maroodi Jeex': 'SO.20', Maroodijeh: 'SO.20', Marodijeh: 'SO.20' },
};

/**
 * Names of a group of admin-1 units, as the governments use them, where the group is defined by the
 * units (not a boundary of its own): the Mindanao island group is the Philippines' six Mindanao
 * regions. Each resolves to every unit listed (admin-1, or admin-2 where the code has three parts).
 */
export const ADMIN1_GROUPS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  PH: {
    Mindanao: ['PH.14', 'PH.10', 'PH.12', 'PH.13', 'PH.09', 'PH.11'],
    // The Sulu Archipelago: the island provinces of Basilan, Sulu and Tawi-Tawi (GeoNames admin-2).
    'Sulu Archipelago': ['PH.14.22', 'PH.14.60', 'PH.14.72'],
  },
  // Papua New Guinea's Highlands Region, one of its four official regions: its seven provinces.
  PG: {
    Highlands: ['PG.08', 'PG.09', 'PG.19', 'PG.21', 'PG.22', 'PG.05', 'PG.16'],
    'Highlands Region': ['PG.08', 'PG.09', 'PG.19', 'PG.21', 'PG.22', 'PG.05', 'PG.16'],
  },
  // India's North Eastern Region, the eight states of the North Eastern Council (North Eastern Council
  // Act 1971, Sikkim added by its 2002 amendment).
  IN: Object.fromEntries(
    ['Northeastern states', 'North Eastern states', 'North-Eastern states', 'Northeast India', 'North East India'].map(
      (name) => [name, ['IN.30', 'IN.03', 'IN.17', 'IN.18', 'IN.31', 'IN.20', 'IN.26', 'IN.29']],
    ),
  ),
  // The Sinai Peninsula: Egypt's two Sinai governorates, North Sinai and South Sinai (the strips east
  // of the Suez Canal in the Suez, Ismailia and Port Said governorates are left out: part of those
  // is not said).
  EG: { 'Sinai Peninsula': ['EG.27', 'EG.26'], Sinai: ['EG.27', 'EG.26'] },
  // Chad's Ennedi region, divided in 2012 into Ennedi-Est and Ennedi-Ouest (GeoNames has the two).
  TD: { Ennedi: ['TD.27', 'TD.28'] },
  // Senegal's Casamance: the former region, now the regions of Ziguinchor, Kolda and Sédhiou.
  SN: { Casamance: ['SN.12', 'SN.11', 'SN.18'] },
  // The Chittagong Hill Tracts: the former district, divided in 1983 into the hill districts of
  // Khagrachhari, Bandarban and Rangamati (GeoNames admin-2).
  BD: { 'Chittagong Hill Tracts': ['BD.84.2046', 'BD.84.2003', 'BD.84.2084'] },
  // Indonesia's Papua provinces as GeoNames' 2020 copy draws them (Papua and West Papua).
  ID: { 'Indonesian Papua': ['ID.36', 'ID.39'] },
  // The North Caucasian Federal District (Presidential Decree No. 82 of 19 January 2010): its seven
  // subjects.
  RU: {
    'North Caucasus': ['RU.17', 'RU.19', 'RU.22', 'RU.27', 'RU.68', 'RU.12', 'RU.70'],
    'North Caucasian Federal District': ['RU.17', 'RU.19', 'RU.22', 'RU.27', 'RU.68', 'RU.12', 'RU.70'],
  },
};
