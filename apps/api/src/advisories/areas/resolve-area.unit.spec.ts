/**
 * The area resolver on the governments' own words (DATA.md rule 5) and the awkward forms they use;
 * resolve-area-regions.unit.spec.ts continues with towns, former regions and disputed areas, and
 * recorded-areas.unit.spec.ts reads the recorded pages and the whole shipped snapshot.
 */
import { resolveArea } from './resolve-area';
import { kinds } from './resolve-area.test-helper';

describe('resolving the governments’ areas', () => {
  it.each([
    ['MX', 'Baja California state', ['admin1 MX.02 Baja California']],
    ['MX', 'State of Guanajuato', ['admin1 MX.11 Guanajuato']],
    ['PK', 'Sindh Province', ['admin1 PK.05 Sindh']],
    ['CM', 'Northwest and Southwest regions', ['admin1 CM.07 North-West', 'admin1 CM.09 South-West']],
    ['NG', 'Akawa Ibom', ['admin1 NG.21 Akwa Ibom']],
    ['NG', 'Federal Capital Territory (excluding Abuja)', ['admin1 NG.11 FCT']],
    ['CO', 'city of Florencia', ['city Florencia']],
    ['CO', 'the municipality of Jamundí, Valle del Cauca', ['city Jamundí']],
    ['TN', 'Kasserine Governorate', ['admin1 TN.02 Al Qaşrayn']],
    ['TH', 'within 50 km of the Thailand-Cambodia border', ['border KH 50 km']],
    ['KE', 'border regions with Somalia', ['border SO 50 km']],
    ['PK', 'within 10 miles of the border between Pakistan and Afghanistan', ['border AF 16.1 km']],
  ])('%s: "%s"', (country, words, expected) => {
    expect(kinds(resolveArea(words, country).places)).toEqual(expected);
  });

  it('names both cities of "the cities of Buenaventura and Tumaco"', () => {
    const { places } = resolveArea('the cities of Buenaventura and Tumaco', 'CO');
    expect(places).toHaveLength(2);
    expect(places.every((place) => place.kind === 'city' || place.kind === 'admin2')).toBe(true);
    expect(kinds(places)).toContain('city Tumaco');
  });

  it('keeps a border zone’s distance, the 50 km default where the source gives none, and the cities inside', () => {
    const stated = resolveArea('within 20 km of the border with Venezuela', 'CO').places[0]!;
    const unstated = resolveArea('The Colombia-Venezuela border region', 'CO').places[0]!;
    expect(stated).toMatchObject({ kind: 'border', neighbour: 'VE', km: 20, kmStated: true });
    expect(unstated).toMatchObject({ kind: 'border', neighbour: 'VE', km: 50, kmStated: false });
    // Cúcuta (3685533) lies on the border; Bogotá (3688689) far from it.
    for (const zone of [stated, unstated]) {
      if (zone.kind !== 'border') throw new Error('not a zone');
      expect(zone.cityIds).toContain(3685533);
      expect(zone.cityIds).not.toContain(3688689);
    }
    const wider =
      unstated.kind === 'border' && stated.kind === 'border' ? [unstated.cityIds, stated.cityIds] : [[], []];
    expect(wider[0]!.length).toBeGreaterThan(wider[1]!.length);
  });

  it('keeps exceptions as part of the area, conditions left out', () => {
    const narino = resolveArea(
      'Nariño (except Pasto, the border crossing of Ipiales and the Santuario de las Lajas)',
      'CO',
    );
    expect(kinds(narino.places)).toEqual(['admin1 CO.20 Nariño']);
    expect(kinds(narino.except)).toContain('city Pasto');
    const meta = resolveArea('Meta (except Villavicencio and the tourist site of La Macarena/Caño Cristales)', 'CO');
    expect(kinds(meta.except)).toContain('city Villavicencio');
    const guerrero = resolveArea('Guerrero, excluding the cities of Ixtapa/Zihuatanejo only if accessed by air', 'MX');
    expect(kinds(guerrero.places)).toEqual(['admin1 MX.12 Guerrero']);
    expect(kinds(guerrero.except)).toContain('city Ixtapa-Zihuatanejo');
    const chiapas = resolveArea(
      'Chiapas State (except Palenque, if accessed by highway from Villahermosa, Tuxtla-Gutierrez, or by air, and San Cristobal de las Casas, if accessed by highway from Tuxtla-Gutierrez)',
      'MX',
    );
    expect(kinds(chiapas.except)).toEqual(['city Palenque', 'city San Cristóbal de las Casas']);
  });

  it('honours an exception whatever its accents, case or spelling, inside the area it is excepted from', () => {
    for (const words of [
      'Sinaloa state, EXCEPT Mazatlán',
      'Sinaloa state, except Mazatlan',
      'Sinaloa state (with the exceptions of MAZATLÁN)',
      'Sinaloa state, apart from the city of Mazatlán',
    ])
      expect(kinds(resolveArea(words, 'MX').except)).toEqual(['city Mazatlán']);
    // Jericó is a town of Antioquia and of Boyacá: excepted from Antioquia, it is Antioquia's.
    expect(resolveArea('Antioquia (except Jericó)', 'CO').except).toEqual([
      expect.objectContaining({ kind: 'city', geonameId: 3680317 }),
    ]);
    expect(kinds(resolveArea('Chocó (except the department capital Quibdó)', 'CO').except)).toEqual(['city Quibdó']);
    expect(kinds(resolveArea('Rivers State (except Port Harcourt)', 'NG').except)).toEqual(['city Port Harcourt']);
  });

  it('compares letters no decomposition takes to Latin the way GeoNames spells them in ASCII', () => {
    expect(kinds(resolveArea('Şırnak', 'TR').places)).toEqual(['admin1 TR.80 Şırnak']);
    expect(kinds(resolveArea('Sirnak province', 'TR').places)).toEqual(['admin1 TR.80 Şırnak']);
    expect(kinds(resolveArea('Łódź', 'PL').places)).toEqual(['city Łódź']);
  });

  it('keeps what it cannot place as the source’s words, never as a whole state', () => {
    // A region the words place in units is part of each, never any of them whole.
    expect(
      resolveArea('the Catatumbo region in Norte de Santander and Cesar', 'CO').places.map((place) =>
        place.kind === 'part' ? `${place.text}: part of ${place.name}` : place.kind,
      ),
    ).toEqual([
      'the Catatumbo region in Norte de Santander and Cesar: part of Norte de Santander',
      'the Catatumbo region in Norte de Santander and Cesar: part of Cesar',
    ]);
    expect(resolveArea('the Darién Gap (except the town of Capurganá)', 'CO').places[0]!.kind).toBe('text');
    expect(resolveArea('the Western Desert', 'EG').places[0]!.kind).toBe('text');
    // A part of each state named is no state at all: each is a part.
    const riverine = resolveArea(
      'the riverine areas of Delta, Bayelsa, Rivers, Akwa Ibom and Cross River states',
      'NG',
    );
    expect(riverine.places.map((place) => place.kind)).toEqual(['part', 'part', 'part', 'part', 'part']);
  });

  it('attaches what the words place in a unit to that unit, where the name itself cannot be placed', () => {
    const parts = (words: string, country: string) =>
      resolveArea(words, country).places.map((place) =>
        place.kind === 'part' ? `${place.text}: part of ${place.name}` : `${place.kind} ${place.text}`,
      );
    // One part of each unit, in the clause's words.
    expect(parts('the Alto Sinú and San Jorge subregions of Córdoba', 'CO')).toEqual([
      'the Alto Sinú and San Jorge subregions of Córdoba: part of Córdoba',
    ]);
    expect(parts('Jurf al-Sakr town in Babil province', 'IQ')).toEqual(['Jurf al-Sakr town: part of Bābil']);
    expect(parts('Jalisco, within 50 km of the border with Michoacán state', 'MX')).toEqual([
      'Jalisco, within 50 km of the border with Michoacán state: part of Jalisco',
    ]);
    // Each name placed in the unit it names, not in another one the list names.
    expect(
      parts(
        'Cabo Delgado Province, the Niassa Special Reserve within Niassa Province, and certain northern districts in Nampula Province',
        'MZ',
      ),
    ).toContain('the Niassa Special Reserve within Niassa Province: part of Niassa');
    // "areas within the Departments of …": the departments are not whole.
    const vraem = resolveArea(
      'Valley of the Apurímac, Ene, and Mantaro Rivers (VRAEM) includes areas within the Departments of Ayacucho, Cusco, Huancavelica, and Junín',
      'PE',
    ).places;
    expect(vraem.every((place) => place.kind === 'part')).toBe(true);
    expect(new Set(vraem.map((place) => (place.kind === 'part' ? place.code : '')))).toEqual(
      new Set(['PE.05', 'PE.08', 'PE.09', 'PE.12']),
    );
    // A name with no unit named stays words.
    expect(parts('Kibira National Park', 'BI')).toEqual(['text Kibira National Park']);
  });

  it('reads "outside the cities of" and "other than" as exceptions, and units made after the 2020 copy', () => {
    const oro = resolveArea('El Oro province outside the cities of Huaquillas and Arenillas', 'EC');
    expect(oro.places.map((place) => place.kind)).toEqual(['admin1']);
    expect(oro.except[0]).toEqual(expect.objectContaining({ kind: 'city', name: 'Huaquillas' }));
    const highlands = resolveArea('The Highlands region, other than the towns of Mt. Hagen and Goroka', 'PG');
    expect(highlands.places).toHaveLength(7);
    expect(highlands.except.map((place) => place.kind)).toEqual(['city', 'city']);
    expect(resolveArea('Amhara Regional State', 'ET').places).toEqual([
      expect.objectContaining({ kind: 'admin1', code: 'ET.46' }),
    ]);
    expect(resolveArea('Central Ethiopia', 'ET').places).toEqual([
      expect.objectContaining({ kind: 'part', of: 'admin1', code: 'ET.54' }),
    ]);
  });

  it('places what a heading or a list head puts in a unit or city there, and only there', () => {
    const parts = (words: string, country: string, group?: string) =>
      resolveArea(words, country, group).places.map((place) =>
        place.kind === 'part' ? `${place.text}: part of ${place.name}` : `${place.kind} ${place.text}`,
      );
    expect(parts('the areas south-west of road 45D', 'MX', 'State of Guanajuato')).toEqual([
      'the areas south-west of road 45D: part of Guanajuato',
    ]);
    // A heading that lists units does not say which one.
    expect(
      parts(
        'in the province of Guayas: Durán; Milagro; the following areas of northern Guayaquil:; Bastión Popular; Monte Sinaí',
        'EC',
        'Esmeraldas province, parts of El Oro, Guayas and Los Ríos provinces',
      ).slice(-2),
    ).toEqual(['Bastión Popular: part of Guayaquil', 'Monte Sinaí: part of Guayaquil']);
    expect(
      parts('District of San Miguelito, especially the following areas: Amelia Denis de Icaza; Belisario Porras', 'PA'),
    ).toEqual(['Amelia Denis de Icaza: part of San Miguelito', 'Belisario Porras: part of San Miguelito']);
    // The country's own name is no town of that name: "Central Colombia" heads nothing.
    expect(parts('the Ariari region of southern Meta', 'CO', 'Central Colombia')).toEqual([
      'the Ariari region of southern Meta: part of Meta',
    ]);
    // "the occupied regions of Abkhazia and South Ossetia" are the regions, not parts of them.
    expect(
      parts(
        'within 5 km of the administrative boundary line with the occupied regions of Abkhazia and South Ossetia',
        'GE',
      ).join(' '),
    ).not.toContain('part of Abkhazia');
  });

  it('reads the distance of a border zone however the source words it', () => {
    const zone = (words: string, country: string) =>
      resolveArea(words, country).places.map((place) =>
        place.kind === 'border' ? `border ${place.neighbour} ${place.km}` : `${place.kind} ${place.text}`,
      );
    expect(zone('within 1 km of the eastern border with Azerbaijan', 'AM')).toEqual(['border AZ 1']);
    expect(zone('within 30km of the rest of Algeria’s border with Tunisia', 'DZ')).toEqual(['border TN 30']);
    expect(zone('areas between 10-15km from the border with Eritrea', 'ET')).toEqual(['border ER 15']);
    expect(zone("Colombia's border regions with Venezuela", 'CO')).toEqual(['border VE 50']);
    expect(zone("the border areas near Côte d'Ivoire, Liberia and Sierra Leone", 'GN')).toEqual([
      'border CI 50',
      'border LR 50',
      'border SL 50',
    ]);
  });

  it('names the parts of a city listed with one only where the words list them ("neighborhoods of")', () => {
    const places = resolveArea(
      'Black Lane neighborhood in Seaforth, Grands Penn, Church Corner neighborhood near Yallahs, Town of Yallahs',
      'JM',
    ).places;
    const partsOfTowns = places.filter((place) => place.kind === 'part' && place.of === 'city');
    expect(partsOfTowns.map((place) => place.text)).toEqual(['Black Lane neighborhood in Seaforth']);
  });

  it('places the parts of a city the words name where Who’s On First carries their very name, near the city', () => {
    const sectionsOf = (words: string, country: string, group?: string) =>
      resolveArea(words, country, group).places.map((place) =>
        place.kind === 'part' ? (place.sections ?? []).map((section) => section.name) : [],
      );
    expect(sectionsOf('The Nairobi neighborhoods of Eastleigh and Kibera', 'KE')).toEqual([['Eastleigh'], ['Kibera']]);
    const [kibera] = resolveArea('Kibera neighbourhood of Nairobi', 'KE').places;
    expect(kibera).toMatchObject({ kind: 'part', of: 'city', name: 'Nairobi' });
    const section = kibera!.kind === 'part' ? kibera!.sections![0]! : null;
    // Inside Nairobi, a few kilometres from its centre.
    expect(section!.latitude).toBeCloseTo(-1.31, 1);
    expect(section!.longitude).toBeCloseTo(36.79, 1);
    // A word in lower case is no name: "airport" is not a place called Airport.
    expect(
      sectionsOf('N’djili and Kimbanseke in Kinshasa city south of the main access road to N’djili airport', 'CD')
        .flat()
        .every((name) => !/airport/i.test(name)),
    ).toBe(true);
    // A name no section carries stays the government's words: the part is kept, nothing is drawn.
    expect(sectionsOf('Guayaquil north of Portete de Tarqui Avenue', 'EC')).toEqual([[]]);
  });

  it('reads lists of units with what follows them, islands off a coast, units singled out and district towns', () => {
    // Laos's provinces in the spellings the governments use; the routes added "as well as" lie in them.
    const laos = resolveArea(
      'Areas of Savannakhet, Xieng Khouang, Saravane, Khammouane, Sekong, Champassak, Houaphan, Attapeu, Luang Prabang, and Vientiane provinces, as well as along Route 7 (from Route 13 to the Vietnam border)',
      'LA',
    ).places;
    expect(laos).toHaveLength(10);
    expect(laos.every((place) => place.kind === 'part' && place.of === 'admin1')).toBe(true);
    // "Vientiane province" is the province, not Vientiane Prefecture.
    expect(kinds(resolveArea('Vientiane province', 'LA').places)).toEqual(['admin1 LA.27 Vientiane']);
    expect(
      kinds(
        resolveArea('all islands and dive sites off the coast of eastern Sabah from Sandakan to Tawau', 'MY').places,
      ),
    ).toEqual(['part of admin1 Sabah']);
    // "(but not limited to)" excepts nothing.
    expect(
      resolveArea('all islands off the coast of eastern Sabah, including (but not limited to) Lankayan', 'MY').except,
    ).toEqual([]);
    expect(
      kinds(
        resolveArea(
          'Minefields near the southern portion of the border with Peru, in particular Chinchipe, El Pangui, Nangaritza, and Yantzaza',
          'EC',
        ).places,
      ).filter((kind) => kind.startsWith('part')),
    ).toEqual([
      'part of admin2 Cantón Chinchipe',
      'part of admin2 El Pangui',
      'part of admin2 Nangaritza',
      'part of admin2 Cantón Yantzaza',
    ]);
    // A qualified group followed by its members: part of each member, "Cross River" and "Rivers" being states.
    expect(
      kinds(
        resolveArea(
          'Within 25 km of the coast and river areas of the Niger Delta states (Akwa Ibom, Bayelsa, Delta, Cross River and Rivers states)',
          'NG',
        ).places,
      ),
    ).toEqual([
      'part of admin1 Akwa Ibom',
      'part of admin1 Bayelsa',
      'part of admin1 Delta',
      'part of admin1 Cross River',
      'part of admin1 Rivers',
    ]);
    // A road's end too small for the gazetteer, named after its commune: the commune's state.
    expect(kinds(resolveArea('Route Nationale 10 (RN 10) between Nikki and Segbana', 'BJ').places)).toEqual([
      'part of admin1 Borgou',
      'part of admin1 Alibori',
    ]);
    expect(kinds(resolveArea('Remote areas along the border with Burma', 'LA').places)).toEqual(['border MM 50 km']);
  });

  it('places lakes’ regions by their shores, seas by their outline, and a mountain by the units its heading names', () => {
    // Natural Earth's historic outline of Lake Chad: the units on its shore, each only in part.
    expect(kinds(resolveArea('The Lake Chad region', 'TD').places)).toEqual(['part of admin1 Lac']);
    expect(kinds(resolveArea('the Lake Chad area', 'NG').places)).toEqual(['part of admin1 Borno']);
    // A sea is placed by its outline, and holds no city.
    const sulu = resolveArea('The Sulu Archipelago and Sulu Sea', 'PH').places;
    expect(kinds(sulu).slice(-1)).toEqual(['zone Sulu Sea']);
    const sea = sulu.at(-1)!;
    expect(sea.kind === 'zone' && sea.cityIds).toEqual([]);
    // One area at sea, not its seas and bounds one by one.
    const atSea = resolveArea(
      'by yacht and leisure craft on the high seas (more than 12 nautical miles from the shore) in the Gulf of Aden, Arabian Sea and part of the Indian Ocean bounded by the following latitude and longitude: 15°N in the Red Sea, 23° N in the Arabian Sea, 78° E, 15°S',
      'OM',
    ).places;
    expect(atSea.map((place) => place.kind)).toEqual(['text']);
    // "Mount Sinabung, Karo Regency, North Sumatra": the smallest unit the heading names.
    expect(
      kinds(resolveArea('to within 5km of the crater', 'ID', 'Mount Sinabung, Karo Regency, North Sumatra').places),
    ).toEqual(['part of admin2 Kabupaten Karo']);
    expect(kinds(resolveArea('to within 3km of the crater', 'ID', 'Mount Marapi, West Sumatra').places)).toEqual([
      'part of admin1 West Sumatra',
    ]);
  });

  it('reads the sides of a group of units, what lies around a town, and the parts of a city a list names', () => {
    // The members of the group on the sides named, each placed by its GeoNames places.
    expect(kinds(resolveArea('eastern Mindanao', 'PH').places)).toEqual([
      'part of admin1 Caraga',
      'part of admin1 Davao',
    ]);
    expect(kinds(resolveArea('western and central Mindanao', 'PH').places)).toEqual([
      'part of admin1 Autonomous Region in Muslim Mindanao',
      'part of admin1 Zamboanga Peninsula',
    ]);
    expect(kinds(resolveArea('Sinai', 'EG').places)).toEqual(['admin1 EG.27 North Sinai', 'admin1 EG.26 South Sinai']);
    // Somaliland's regions made of Woqooyi Galbeed are parts of it; Awdal is whole.
    expect(
      kinds(
        resolveArea(
          'the 3 western regions of Somaliland – Awdal (including Boorama), Maroodijeh (including Hargeisa) and Sahil (including Berbera)',
          'SO',
        ).places,
      ).slice(0, 3),
    ).toEqual(['admin1 SO.21 Awdal', 'part of admin1 Woqooyi Galbeed', 'part of admin1 Woqooyi Galbeed']);
    expect(kinds(resolveArea('Brasilia’s “Satellite Cities”', 'BR').places)).toEqual([
      'part of admin1 Federal District',
    ]);
    const portmore = resolveArea(
      'Spanish Town, Central Village, areas within Portmore, including: Naggo Head, New Land, Old Braeton, Portmore Lane, Gregory Park, and Waterford',
      'JM',
      'St. Catherine’s Parish',
    ).places;
    expect(
      portmore.filter((place) => place.kind === 'part' && place.name === 'Portmore').map((place) => place.text),
    ).toEqual([
      'areas within Portmore',
      'Naggo Head',
      'New Land',
      'Old Braeton',
      'Portmore Lane',
      'Gregory Park',
      'Waterford',
    ]);
    // "including:" after anything else heads a list of its own.
    expect(
      kinds(
        resolveArea('District of Karachi (formerly Karachi South), including: Clifton area; Lalazar', 'PK').places,
      ).every((kind) => kind === 'part of city Karachi'),
    ).toBe(true);
  });
});
