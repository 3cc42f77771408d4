/**
 * The five demo destinations (ids 1 to 5: Paris, New York, Tokyo, Mumbai, Barcelona, as spec part 2's
 * alert filter lists them) with real neighbourhood names and coordinates. Their baselines, places and
 * sentiment are illustrative, not measured, and say so: `source: "demo seed"`.
 */
import type { MetricSource, MetricValues, NeighbourhoodAddedData, PlaceAddedData, Region } from '@safetrails/contracts';

export const DEMO_SOURCE: MetricSource = { source: 'demo seed', asOf: '2026-11-01', url: null };

export interface DemoDestination {
  /** Its GeoNames city is DEMO_ERA_IDS' entry for this id: the catalogue does not register it twice. */
  readonly id: number;
  readonly name: string;
  readonly country: string;
  readonly countryCode: string;
  readonly region: Region;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number;
  readonly description: string;
  readonly baseline: MetricValues;
  readonly sentiment: { readonly positive: number; readonly terms: readonly string[] };
  readonly neighbourhoods: readonly NeighbourhoodAddedData[];
  readonly accommodations: readonly PlaceAddedData[];
  readonly activities: readonly PlaceAddedData[];
}

const hood = (neighbourhoodId: string, name: string, latitude: number, longitude: number, baselineSafety: number) => ({
  neighbourhoodId,
  name,
  latitude,
  longitude,
  baselineSafety,
});

const place = (
  placeId: number,
  name: string,
  safetyScore: number,
  area: string,
  priceRange: string,
  features: readonly string[],
  description: string,
): PlaceAddedData => ({ placeId, name, image: null, safetyScore, area, priceRange, features, description });

export const DEMO_DESTINATIONS: readonly DemoDestination[] = [
  {
    id: 1,
    name: 'Paris',
    country: 'France',
    countryCode: 'FR',
    region: 'europe',
    latitude: 48.8566,
    longitude: 2.3522,
    population: 2138551,
    description:
      'Paris is walkable and well connected, with excellent healthcare. Pickpocketing is common around major sights and on the metro, and some stations feel uneasy late at night.',
    baseline: {
      safetyScore: 72,
      walkability: 85,
      publicTransport: 82,
      harassmentLevel: 58,
      pettyCrime: 48,
      medicalAccess: 90,
    },
    sentiment: { positive: 71, terms: ['walkable', 'pickpockets', 'metro', 'well lit', 'busy at night'] },
    neighbourhoods: [
      hood('le-marais', 'Le Marais', 48.859, 2.362, 82),
      hood('saint-germain-des-pres', 'Saint-Germain-des-Prés', 48.854, 2.333, 86),
      hood('latin-quarter', 'Latin Quarter', 48.8497, 2.347, 80),
      hood('montmartre', 'Montmartre', 48.8867, 2.3431, 68),
      hood('chatelet-les-halles', 'Châtelet-Les Halles', 48.862, 2.347, 58),
      hood('gare-du-nord', 'Gare du Nord', 48.8809, 2.3553, 52),
    ],
    accommodations: [
      place(
        101,
        'Marais courtyard guesthouse',
        88,
        'Le Marais',
        '€€',
        ['24h reception', 'Women-only floor', 'Key-card lift'],
        'A small guesthouse on a quiet courtyard, five minutes from two metro lines.',
      ),
      place(
        102,
        'Left Bank boutique hotel',
        85,
        'Saint-Germain-des-Prés',
        '€€€',
        ['Staffed lobby', 'Well-lit street', 'Safe in room'],
        'Busy, well-lit streets until late; taxis wait outside.',
      ),
    ],
    activities: [
      place(
        151,
        'Small-group evening walk of the islands',
        84,
        'Île de la Cité',
        '€',
        ['Licensed guide', 'Groups of 8', 'Ends at a metro'],
        'See the lit bridges with a group and a guide instead of alone.',
      ),
    ],
  },
  {
    id: 2,
    name: 'New York',
    country: 'United States',
    countryCode: 'US',
    region: 'americas',
    latitude: 40.7128,
    longitude: -74.006,
    population: 8804190,
    description:
      'New York runs around the clock: the subway is busy day and night and most neighbourhoods are lively until late. Stay aware on quiet platforms after midnight.',
    baseline: {
      safetyScore: 70,
      walkability: 88,
      publicTransport: 78,
      harassmentLevel: 65,
      pettyCrime: 60,
      medicalAccess: 88,
    },
    sentiment: { positive: 68, terms: ['subway', '24 hours', 'crowded', 'friendly', 'expensive'] },
    neighbourhoods: [
      hood('upper-west-side', 'Upper West Side', 40.787, -73.9754, 86),
      hood('greenwich-village', 'Greenwich Village', 40.7336, -74.0027, 84),
      hood('williamsburg', 'Williamsburg', 40.7081, -73.9571, 76),
      hood('lower-east-side', 'Lower East Side', 40.715, -73.9843, 70),
      hood('times-square', 'Times Square', 40.758, -73.9855, 64),
      hood('harlem', 'Harlem', 40.8116, -73.9465, 62),
    ],
    accommodations: [
      place(
        201,
        'Upper West Side women’s residence',
        90,
        'Upper West Side',
        '$$',
        ['Women only', '24h desk', 'Near subway'],
        'Long-running residence near Central Park and the 1 train.',
      ),
      place(
        202,
        'Village walk-up hotel',
        82,
        'Greenwich Village',
        '$$$',
        ['Staffed lobby', 'Lively street'],
        'Lively until late, with restaurants open on every corner.',
      ),
    ],
    activities: [
      place(
        251,
        'High Line sunset walk',
        86,
        'Chelsea',
        'Free',
        ['Busy path', 'Security staff'],
        'An elevated park walk that stays busy until closing time.',
      ),
    ],
  },
  {
    id: 3,
    name: 'Tokyo',
    country: 'Japan',
    countryCode: 'JP',
    region: 'asia',
    latitude: 35.6762,
    longitude: 139.6503,
    population: 8336599,
    description:
      'Tokyo is one of the safest large cities for solo travellers: clean, punctual trains and very little street crime. Women-only carriages run at rush hour on many lines.',
    baseline: {
      safetyScore: 90,
      walkability: 92,
      publicTransport: 95,
      harassmentLevel: 78,
      pettyCrime: 92,
      medicalAccess: 93,
    },
    sentiment: { positive: 91, terms: ['very safe', 'trains', 'women-only cars', 'clean', 'quiet at night'] },
    neighbourhoods: [
      hood('ginza', 'Ginza', 35.6717, 139.765, 94),
      hood('asakusa', 'Asakusa', 35.7148, 139.7967, 92),
      hood('shibuya', 'Shibuya', 35.658, 139.7016, 86),
      hood('shinjuku', 'Shinjuku', 35.6938, 139.7034, 84),
      hood('roppongi', 'Roppongi', 35.6628, 139.7314, 70),
      hood('kabukicho', 'Kabukichō', 35.695, 139.702, 62),
    ],
    accommodations: [
      place(
        301,
        'Asakusa capsule hotel, women’s floor',
        93,
        'Asakusa',
        '¥',
        ['Women-only floor', 'Lockers', '24h staff'],
        'Separate floor and lounge for women, next to the Ginza line.',
      ),
      place(
        302,
        'Ginza business hotel',
        92,
        'Ginza',
        '¥¥',
        ['Staffed lobby', 'Station exit'],
        'Direct station access; quiet and central.',
      ),
    ],
    activities: [
      place(
        351,
        'Senso-ji at dawn',
        95,
        'Asakusa',
        'Free',
        ['Busy early', 'Well lit'],
        'The temple grounds before the crowds, with early commuters around.',
      ),
    ],
  },
  {
    id: 4,
    name: 'Mumbai',
    country: 'India',
    countryCode: 'IN',
    region: 'asia',
    latitude: 19.076,
    longitude: 72.8777,
    population: 12691836,
    description:
      'Mumbai is energetic and generally welcoming, but crowded trains and staring can be draining. Ladies’ compartments on local trains and app-based cabs at night help.',
    baseline: {
      safetyScore: 58,
      walkability: 50,
      publicTransport: 55,
      harassmentLevel: 45,
      pettyCrime: 52,
      medicalAccess: 70,
    },
    sentiment: { positive: 57, terms: ['crowded', 'ladies compartment', 'staring', 'friendly', 'use app cabs'] },
    neighbourhoods: [
      hood('colaba', 'Colaba', 18.9067, 72.8147, 74),
      hood('bandra-west', 'Bandra West', 19.0596, 72.8295, 76),
      hood('fort', 'Fort', 18.9345, 72.8356, 70),
      hood('juhu', 'Juhu', 19.1075, 72.8263, 68),
      hood('andheri', 'Andheri', 19.1136, 72.8697, 60),
      hood('dharavi', 'Dharavi', 19.038, 72.8538, 48),
    ],
    accommodations: [
      place(
        401,
        'Bandra women’s hostel',
        80,
        'Bandra West',
        '₹',
        ['Women only', 'CCTV', 'Curfew-free keys'],
        'Residential street near cafés and the Bandra station ladies’ exit.',
      ),
      place(
        402,
        'Colaba heritage hotel',
        78,
        'Colaba',
        '₹₹₹',
        ['Staffed lobby', 'Taxi desk'],
        'Close to the Gateway of India with a taxi desk at night.',
      ),
    ],
    activities: [
      place(
        451,
        'Marine Drive evening walk',
        72,
        'Marine Drive',
        'Free',
        ['Busy promenade', 'Police posts'],
        'The seafront promenade is busy with families until late.',
      ),
    ],
  },
  {
    id: 5,
    name: 'Barcelona',
    country: 'Spain',
    countryCode: 'ES',
    region: 'europe',
    latitude: 41.3874,
    longitude: 2.1686,
    population: 1620343,
    description:
      'Barcelona is relaxed and easy to walk, with a good metro and beaches in the city. It has some of Europe’s busiest pickpockets: keep bags zipped on Las Ramblas and the metro.',
    baseline: {
      safetyScore: 68,
      walkability: 86,
      publicTransport: 84,
      harassmentLevel: 66,
      pettyCrime: 40,
      medicalAccess: 86,
    },
    sentiment: { positive: 66, terms: ['pickpockets', 'walkable', 'beach', 'lively nights', 'Las Ramblas'] },
    neighbourhoods: [
      hood('sarria-sant-gervasi', 'Sarrià-Sant Gervasi', 41.401, 2.133, 88),
      hood('gracia', 'Gràcia', 41.4036, 2.1553, 82),
      hood('eixample', 'Eixample', 41.3888, 2.159, 80),
      hood('barceloneta', 'Barceloneta', 41.38, 2.189, 64),
      hood('barri-gotic', 'Barri Gòtic', 41.3833, 2.1777, 60),
      hood('el-raval', 'El Raval', 41.38, 2.17, 50),
    ],
    accommodations: [
      place(
        501,
        'Gràcia family-run pension',
        86,
        'Gràcia',
        '€€',
        ['Staffed at night', 'Quiet square'],
        'On a residential square with late cafés and the Fontana metro nearby.',
      ),
      place(
        502,
        'Eixample design hostel, female dorms',
        84,
        'Eixample',
        '€',
        ['Female dorms', 'Lockers', '24h desk'],
        'Wide, well-lit avenues and a short walk to Passeig de Gràcia.',
      ),
    ],
    activities: [
      place(
        551,
        'Park Güell early entry',
        82,
        'Gràcia',
        '€',
        ['Timed tickets', 'Staffed'],
        'Timed entry keeps crowds (and pickpockets) thinner in the morning.',
      ),
    ],
  },
];
