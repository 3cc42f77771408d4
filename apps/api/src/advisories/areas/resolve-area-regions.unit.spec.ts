/**
 * The area resolver on the governments' own words, continued: a city's surroundings, former regions
 * and island groups, disputed and self-administered areas (resolve-area.unit.spec.ts has the first cases).
 */
import { gazetteerOf } from './gazetteer';
import { resolveArea } from './resolve-area';
import { advisory, kinds } from './resolve-area.test-helper';

describe('resolving the governments’ areas: towns, former regions, disputed areas', () => {
  it('reads a singular "the city of" as the first item’s, and a town’s surroundings as part of its state', () => {
    const kandi = resolveArea(
      'The city of Kandi and all areas north and east extending to Benin’s borders with Burkina Faso, Niger, and Nigeria',
      'BJ',
    ).places;
    // The town, and the ground on its sides up to the borders as part of its state: not the whole
    // length of the borders named.
    expect(kinds(kandi)).toEqual(['city Kandi', 'part of admin1 Alibori']);
    expect(kinds(resolveArea('the town of Ben Guerdane and the immediate surrounding area', 'TN').places)).toEqual([
      'admin2 TN.28.5254 Ben Guerdane',
      'part of admin1 Madanīn',
    ]);
    // Around a place no state holds alone, the surroundings stay words.
    expect(kinds(resolveArea('Nagorno-Karabakh and surrounding areas', 'AZ').places)).toEqual([
      'zone Nagorno-Karabakh',
      'text surrounding areas',
    ]);
  });

  it('attaches a part of a named unit or city to it, never as the whole', () => {
    const part = (words: string, country: string, group?: string) =>
      resolveArea(words, country, group).places.map((place) =>
        place.kind === 'part' ? `part of ${place.of} ${place.name}` : place.kind,
      );
    expect(part('northern Adamawa', 'NG')).toEqual(['part of admin1 Adamawa']);
    expect(part('the riverine areas of Delta, Bayelsa and Rivers states', 'NG')).toEqual([
      'part of admin1 Delta',
      'part of admin1 Bayelsa',
      'part of admin1 Rivers',
    ]);
    expect(part('Tanintharyi Region south of Tanintharyi township', 'MM')).toEqual(['part of admin1 Tanintharyi']);
    expect(part('within 50 km of the coast of Kilifi County', 'KE')).toEqual(['part of admin1 Kilifi']);
    expect(part('The Nairobi neighborhoods of Eastleigh and Kibera', 'KE')).toEqual([
      'part of city Nairobi',
      'part of city Nairobi',
    ]);
    expect(part('Guayaquil north of Portete de Tarqui Avenue', 'EC')).toEqual(['part of city Guayaquil']);
    // Under a heading that names the city, a neighbourhood we do not know is part of it.
    expect(part('Complexo da Maré', 'BR', 'Certain neighbourhoods in Rio de Janeiro')).toEqual([
      'part of city Rio de Janeiro',
    ]);
    expect(part('Guanajuato, in all areas south of and including highways 43D and 45D', 'MX')).toEqual([
      'part of admin1 Guanajuato',
    ]);
  });

  it('reads a group and its members, a reason, a defining parenthesis and a side of a listed unit', () => {
    // A group of units followed by its members is those units; a group that is only qualified is not.
    expect(
      kinds(
        resolveArea('Tanganyika, Haut Lomami, and the 3 Kasai provinces (Kasai, Kasai-Oriental, Kasai-Central)', 'CD')
          .places,
      ),
    ).toEqual([
      'admin1 CD.29 Tanganyika',
      'admin1 CD.15 Haut-Lomami',
      'admin1 CD.18 Kasai',
      'admin1 CD.04 Kasaï-Oriental',
      'admin1 CD.23 Kasai-Central',
    ]);
    const delta = resolveArea(
      'Within 25 km of the coast and river areas of the Niger Delta states (Akwa Ibom, Bayelsa, Delta, Cross River and Rivers states)',
      'NG',
    ).places;
    expect(delta.some((place) => place.kind === 'admin1')).toBe(false);
    // What a place contains, a reason and another name add no place.
    expect(
      kinds(
        resolveArea(
          'Balochistan Province and Khyber Pakhtunkhwa (KP) Province, which include the former Federally Administered Tribal Areas (FATA)',
          'PK',
        ).places,
      ),
    ).toEqual(['admin1 PK.02 Balochistan', 'admin1 PK.03 Khyber Pakhtunkhwa']);
    expect(
      kinds(resolveArea('Amhara Regional State as the region has seen active and ongoing armed conflict', 'ET').places),
    ).toEqual(['admin1 ET.46 Amhara']);
    // "(within 4 kilometers … of Lebanese and Syrian borders)" is what "Northern Israel" means here.
    expect(
      kinds(resolveArea('Northern Israel (within 4 kilometers/2.5 miles of Lebanese and Syrian borders)', 'IL').places),
    ).toEqual(['border LB 4 km', 'border SY 4 km']);
    // A side of one unit in a list, a former region now two, and the nearest unit a place is said to be in.
    expect(kinds(resolveArea('the provinces of Northern Zanzan and Savanes', 'CI').places)).toEqual([
      'part of admin1 Zanzan',
      'admin1 CI.87 Savanes',
    ]);
    expect(kinds(resolveArea('the northern regions of Tibesti, Ennedi and Borkou', 'TD').places)).toEqual([
      'admin1 TD.26 Tibesti',
      'admin1 TD.27 Ennedi-Est',
      'admin1 TD.28 Ennedi-Ouest',
      'admin1 TD.23 Borkou',
    ]);
    expect(kinds(resolveArea('Orbata Mountains in Gafsa in West-Central Tunisia', 'TN').places)).toEqual([
      'part of admin1 Gafsa',
    ]);
    // Tunisia's governorates by the names the governments use, and an exception worded "does not include".
    const borma = resolveArea(
      'the militarized zone in Tatouine Governorate that lies south of, but does not include, the town of El Borma',
      'TN',
    );
    expect(kinds(borma.places)).toEqual(['part of admin1 Tataouine']);
    expect(borma.except.map((place) => place.text)).toEqual(['the town of El Borma']);
    expect(kinds(resolveArea('Mount Salloum and Mount Mghila in Kasserine governorate', 'TN').places)).toEqual([
      'part of admin1 Al Qaşrayn',
      'part of admin1 Al Qaşrayn',
    ]);
    // A group defined by its units: India's North Eastern Region is its eight states.
    expect(resolveArea('Northeastern states', 'IN').places).toHaveLength(8);
    expect(kinds(resolveArea('Southside Belize City', 'BZ').places)).toEqual(['part of city Belize City']);
    // Arabic names without their article.
    expect(kinds(resolveArea('the Baqa’a neighborhood of Ayn Basha', 'JO').places)).toEqual([
      'part of city ‘Ayn al Bāshā',
    ]);
  });

  it('reads a side of the country’s borders as the neighbours along that side', () => {
    const neighbours = (words: string, country: string) =>
      resolveArea(words, country)
        .places.map((place) => (place.kind === 'border' ? place.neighbour : place.kind))
        .sort();
    expect(neighbours('Areas near the eastern and southern borders', 'DZ')).toEqual(['LY', 'ML', 'NE', 'TN']);
    // Ghana runs along Togo's west up to its north: not Togo's northern border.
    expect(neighbours('Northern Border Region', 'TG')).toEqual(['BF']);
    expect(neighbours('Northern border region adjacent to Burkina Faso', 'TG')).toEqual(['BF']);
    expect(neighbours('the eastern border', 'CO')).toEqual(['BR', 'VE']);
    // The rest of a disputed area is that area; "Shan State South and East" sides of one state.
    expect(kinds(resolveArea('The rest of the West Bank', 'IL').places)).toEqual(['zone West Bank']);
    expect(kinds(resolveArea('Shan State South and East', 'MM').places)).toEqual(['part of admin1 Shan']);
  });

  it('reads the unit some words qualify, a place in a town, and units listed after words for the whole country', () => {
    const text = (words: string, country: string, group?: string) => kinds(resolveArea(words, country, group).places);
    expect(text('Southern Nations and National People (SNNP) Region – Specific Areas', 'ET')).toEqual([
      'part of admin1 SNNPR',
    ]);
    expect(text('the following areas of Beirut and its southern suburbs', 'LB')).toEqual(['part of city Beirut']);
    expect(text('Bangoka International Airport, Kisangani', 'CD')).toEqual(['part of city Kisangani']);
    expect(text('Cabo Delgado Province, and certain districts in the north of Nampula Province', 'MZ')).toEqual([
      'admin1 MZ.01 Cabo Delgado',
      'part of admin1 Nampula',
    ]);
    // "west of and including" a road draws an edge; "north of and including the city of" includes the city.
    expect(text('Area west of and including the RN5 highway in Bujumbura Rural', 'BI')).toEqual([
      'part of admin1 Bujumbura Rural',
    ]);
    expect(text('all areas of Sindh Province north of and including the city of Nawabshah', 'PK')).toEqual([
      'part of admin1 Sindh',
      'city Nawabshah',
    ]);
    expect(text('the eastern and southern parts of Stavropol Krai bordering Chechnya and Dagestan', 'RU')).toEqual([
      'part of admin1 Stavropol’ Kray',
    ]);
    expect(text('100 km of the Somali region border with Somalia and Kenya', 'ET')).toEqual([
      'border SO 100 km',
      'border KE 100 km',
    ]);
    expect(text('other regions bordering Tajikistan and the Kyrgyz Republic', 'UZ')).toEqual([
      'border TJ 50 km',
      'border KG 50 km',
    ]);
    expect(text('the Union Territory of Jammu and Kashmir, the India-Pakistan border or Manipur', 'IN')).toEqual([
      'admin1 IN.12 Jammu and Kashmir',
      'border PK 50 km',
      'admin1 IN.17 Manipur',
    ]);
    expect(
      text('The northern provinces of Chad, including Borkou, Ennedi Ouest, Ennedi Est, and Tibesti', 'TD'),
    ).toEqual(['admin1 TD.23 Borkou', 'admin1 TD.28 Ennedi-Ouest', 'admin1 TD.27 Ennedi-Est', 'admin1 TD.26 Tibesti']);
    expect(
      text(
        'in the Province of Convención in the Department of Cusco: District of Pichari; District of Quimbiri',
        'PE',
      ).slice(1),
    ).toEqual(['part of admin2 Provincia de La Convención']);
  });

  it('reads a former region or an island group as the units that make it, and excepts a town named before a way', () => {
    const text = (words: string, country: string) => kinds(resolveArea(words, country).places);
    expect(text('The Casamance region', 'SN')).toEqual([
      'admin1 SN.12 Ziguinchor',
      'admin1 SN.11 Kolda',
      'admin1 SN.18 Sédhiou',
    ]);
    expect(text('the Chittagong Hill Tracts', 'BD')).toEqual([
      'admin2 BD.84.2046 Khagrachhari',
      'admin2 BD.84.2003 Bandarban',
      'admin2 BD.84.2084 Rangamati',
    ]);
    expect(text('the Sulu Archipelago', 'PH')).toHaveLength(3);
    expect(text('Galápagos Islands', 'EC')).toEqual(['admin1 EC.01 Galápagos']);
    // The town a list excepts before a way, not the region of its name the area covers.
    const casamance = resolveArea(
      'the Casamance region of southern Senegal (except Cap Skirring, Ziguinchor and the main road between these cities)',
      'SN',
    );
    expect(casamance.except.map((place) => place.kind)).toEqual(['text', 'city', 'text']);
    expect(
      kinds(resolveArea('the department of Cauca, except Popayán and the Pan American Highway', 'CO').except),
    ).toEqual(['city Popayán', 'text the Pan American Highway']);
    // A way between two towns excepts neither.
    expect(
      resolveArea('Sinaloa state, except road 32 that runs between El Fuerte and Los Mochis', 'MX').except.map(
        (place) => place.kind,
      ),
    ).toEqual(['text']);
  });

  it('measures a zone along a line of control from that line, not from the whole border', () => {
    const [loc] = resolveArea('the areas within 10 km of the Line of Control with India', 'PK').places;
    expect(loc).toEqual(expect.objectContaining({ kind: 'border', neighbour: 'IN', km: 10, line: 'control' }));
    // Lahore lies near the international border, far from Kashmir's line of control.
    const lahore = gazetteerOf('PK').cities.find((city) => city.name === 'Lahore')!.geonameId;
    const [border] = resolveArea('within 50 km of the border with India', 'PK').places;
    const [control] = resolveArea('within 50 km of the Line of Control', 'PK').places;
    expect(border!.kind === 'border' && border!.cityIds.includes(lahore)).toBe(true);
    expect(control!.kind === 'border' && control!.cityIds.includes(lahore)).toBe(false);
    expect(kinds(resolveArea('Vicinity of Line of Control', 'PK').places)).toEqual(['border IN 50 km']);
  });

  it('places a part of a city named alone where Who’s On First gives that name near one city only', () => {
    const places = resolveArea('Chamelecon, Choloma and Cofradia', 'HN').places;
    expect(kinds(places)).toEqual(['part of city San Pedro Sula', 'city Choloma', 'city Cofradía']);
    expect(places[0]!.kind === 'part' && places[0]!.sections?.map((section) => section.name)).toEqual(['Chamelecón']);
    // "Central Village" is a village's name, not the centre of one.
    expect(kinds(resolveArea('Central Village', 'JM').places)).toEqual(['part of city Spanish Town']);
    // Under a heading naming a unit, the heading says where the names lie.
    expect(kinds(resolveArea('Clarks Town', 'JM', 'Trelawny Parish').places)).not.toContain('part of city Mandeville');
  });

  it('reads a unit created after the 2020 GeoNames copy as part of the unit it was carved from, never the whole', () => {
    for (const words of ['Central Papua', 'Papua Pegunungan', 'the province of Highland Papua'])
      expect(resolveArea(words, 'ID').places).toEqual([
        expect.objectContaining({ kind: 'part', of: 'admin1', code: 'ID.36', name: 'Papua' }),
      ]);
    expect(kinds(resolveArea('The Gorno Badakhshan Autonomous Oblast', 'TJ').places)).toEqual([
      'admin1 TJ.01 Gorno-Badakhshan',
    ]);
    expect(resolveArea('Shan State North', 'MM').places).toEqual([
      expect.objectContaining({ kind: 'part', name: 'Shan' }),
    ]);
  });

  it('reads the U.S. parish list under a level line: each parish’s places, the whole parish only where it says so', () => {
    const jamaica = advisory('us', 'jamaica');
    const region = (group: string) => jamaica.regions.find((candidate) => candidate.group === group);
    expect(jamaica.regions.length).toBeGreaterThanOrEqual(10);
    expect(jamaica.regions.every((candidate) => candidate.level === 4)).toBe(true);
    // "all of Clarendon Parish": the whole parish.
    expect(kinds(region('Clarendon Parish')!.area!.places)).toEqual([
      expect.stringMatching(/^admin1 JM\.\d+ Clarendon/),
    ]);
    // "Vineyard District Community, between …, St. Elizabeth": the parish named again is where the
    // places are, not all of it.
    expect(kinds(region('St. Elizabeth’s Parish')!.area!.places)).toContain('part of admin1 St. Elizabeth');
    expect(kinds(region('St. Elizabeth’s Parish')!.area!.places)).not.toContain(expect.stringMatching(/^admin1 /));
    // "Green Vale and Gray Ground neighborhoods of Mandeville": parts of the town, not the town.
    expect(kinds(region('Manchester Parish')!.area!.places)).toEqual([
      'part of city Mandeville',
      'part of city Mandeville',
    ]);
  });

  it('places a disputed or self-administered area by its own boundary, with the cities inside it', () => {
    const georgia = resolveArea('the Russian occupied regions of: South Ossetia; Abkhazia', 'GE').places;
    expect(kinds(georgia)).toEqual(['zone South Ossetia', expect.stringMatching(/^admin1 GE\.\d+ Abkhazia/)]);
    const ossetia = georgia[0]!;
    // Tskhinvali, South Ossetia's main town, is inside; Tbilisi is not.
    expect(ossetia.kind === 'zone' ? ossetia.cityIds : []).toContain(611403);
    expect(ossetia.kind === 'zone' ? ossetia.cityIds : []).not.toContain(611717);
    expect(kinds(resolveArea('Northern Cyprus', 'CY').places)).toEqual(['zone N. Cyprus']);
    expect(kinds(resolveArea('the West Bank (excluding East Jerusalem)', 'IL').places)).toEqual(['zone West Bank']);
    // A zone around the boundary line is not the area itself: it stays words.
    expect(kinds(resolveArea('within 5 km of the administrative boundary line with Abkhazia', 'GE').places)[0]).toMatch(
      /^text /,
    );
  });

  it('reads a zone along every land border, and drops a connective left between clauses', () => {
    // "Tigray Region and border with Eritrea": the region, and the whole zone (not the zone inside it).
    const tigray = resolveArea('Tigray Region and border with Eritrea', 'ET').places;
    expect(tigray.map((place) => place.kind).sort()).toEqual(['admin1', 'border']);
    expect(tigray.find((place) => place.kind === 'border')).toMatchObject({ neighbour: 'ER' });
    expect(resolveArea('within 10 km of the land border', 'RW').places.map((place) => place.kind)).toEqual(
      expect.arrayContaining(['border']),
    );
    expect(
      resolveArea('within: 20km of the border with Sudan; 10km of the border with South Sudan', 'ET').places.map(
        (place) => place.kind,
      ),
    ).toEqual(['border', 'border']);
    // "borders with:" and its neighbours listed with semicolons: one zone along each.
    expect(
      resolveArea('within 30km of Algeria’s borders with: Libya; Mauritania; Mali; Niger; Tunisia', 'DZ').places.map(
        (place) => (place.kind === 'border' ? place.neighbour : place.kind),
      ),
    ).toEqual(['LY', 'MR', 'ML', 'NE', 'TN']);
  });

  it('never makes a part of a town an area only runs past, lies outside of, or is named like', () => {
    const kinds = (words: string, country: string) => resolveArea(words, country).places.map((place) => place.kind);
    // West of Mao lies outside Mao (but begins in its state, Kanem); a road between towns is part of
    // neither; a valley named after a region is a river's, not the region's; "Comayagüela" is not Comayagua.
    expect(resolveArea('West of Mao', 'TD').places).toEqual([
      expect.objectContaining({ kind: 'part', of: 'admin1', name: 'Kanem' }),
    ]);
    expect(
      resolveArea('North of Kande', 'TG').places.map((place) => (place.kind === 'part' ? place.name : place.kind)),
    ).toEqual(['Kara']);
    expect(
      resolveArea('areas south of the road between Hat Yai and Sadao', 'TH').places.map((place) =>
        place.kind === 'part' ? place.name : place.kind,
      ),
    ).toEqual(['Songkhla']);
    // A road between towns begins in each end's state.
    expect(
      resolveArea('the section of the Karakoram Highway from Mansehra to Chilas', 'PK').places.map((place) =>
        place.kind === 'part' ? place.name : place.kind,
      ),
    ).toEqual(['Khyber Pakhtunkhwa', 'Gilgit-Baltistan']);
    expect(kinds('the Dahab – Nuweiba – Taba road', 'EG')).toEqual(['text']);
    expect(kinds('the Valley of the Apurímac', 'PE')).toEqual(['text']);
    expect(kinds('the Darién Gap', 'CO')).toEqual(['text']);
    expect(resolveArea('the river areas of the Niger Delta', 'NG').places).toEqual([
      expect.objectContaining({ kind: 'text' }),
    ]);
  });
});
