import type { RecordedEvent } from '@safetrails/contracts';
import { recordedEvent } from '../../../../../test/recorded-event';
import { destinationDecider, neighbourhoodSlug, UnknownDestinationError, UnknownRatingError } from './destination';
import { OwnTipVoteError, safetyTipDecider, UnknownTipError } from './safety-tip';
import { travellerDecider } from './traveller';

const scores = (answer: number) => ({
  overallScore: answer,
  streetSafety: answer,
  publicTransport: answer,
  touristAreas: answer,
  nightSafety: answer,
  localAttitude: answer,
});
const registration = {
  destinationId: 5,
  name: 'Barcelona',
  country: 'Spain',
  countryCode: 'ES',
  region: 'europe' as const,
  latitude: 41.39,
  longitude: 2.17,
  population: 1620343,
  image: null,
  description: null,
  baseline: null,
  baselineSource: null,
  sentiment: null,
  origin: 'test',
};
const gracia = { neighbourhoodId: 'gracia', name: 'Gràcia', latitude: 41.4, longitude: 2.15, baselineSafety: 82 };

describe('destination', () => {
  const at = (type: string, data: unknown, revision: bigint) => recordedEvent('destination-5', type, data, revision);
  const given = (...events: RecordedEvent[]) =>
    events.reduce(destinationDecider.evolve, destinationDecider.initialState());
  const register = {
    type: 'RegisterDestination' as const,
    registration,
    neighbourhoods: [gracia],
    accommodations: [],
    activities: [],
    featured: true,
  };
  const registered = given(
    at('DestinationRegistered', registration, 0n),
    at('NeighbourhoodAdded', gracia, 1n),
    at('DestinationFeatured', { featured: true }, 2n),
  );

  it('registers once: a second registration appends only what is missing', () => {
    expect(destinationDecider.decide(register, given()).map((event) => event.type)).toEqual([
      'DestinationRegistered',
      'NeighbourhoodAdded',
      'DestinationFeatured',
    ]);
    expect(destinationDecider.decide(register, registered)).toEqual([]);
  });

  it('refuses ratings and reports for a destination that does not exist', () => {
    const rate = {
      type: 'SubmitRating' as const,
      destinationId: 7,
      rating: { ratingId: 'r1', userId: 'u1', scores: scores(3), comment: null },
    };
    expect(() => destinationDecider.decide(rate, given())).toThrow(UnknownDestinationError);
  });

  it('replaces a traveller’s earlier rating and says which values it replaces', () => {
    const rate = (ratingId: string, answer: number) => ({
      type: 'SubmitRating' as const,
      destinationId: 5,
      rating: { ratingId, userId: 'u1', scores: scores(answer), comment: null },
    });
    expect(destinationDecider.decide(rate('r1', 2), registered)[0]!.data).toMatchObject({ replaces: null });
    const rated = given(
      at('DestinationRegistered', registration, 0n),
      at('SafetyRatingSubmitted', { ratingId: 'r1', userId: 'u1', scores: scores(2), replaces: null }, 1n),
    );
    expect(destinationDecider.decide(rate('r2', 5), rated)[0]!.data).toMatchObject({
      ratingId: 'r2',
      replaces: { ratingId: 'r1', scores: scores(2) },
    });
  });

  it('removes a rating with the values it takes away, and only a rating that is there', () => {
    const rated = given(
      at('DestinationRegistered', registration, 0n),
      at('SafetyRatingSubmitted', { ratingId: 'r1', userId: 'u1', scores: scores(2), replaces: null }, 1n),
    );
    const remove = { type: 'RemoveRating' as const, destinationId: 5, ratingId: 'r1', reason: 'spam' };
    expect(destinationDecider.decide(remove, rated)).toEqual([
      {
        type: 'SafetyRatingRemoved',
        schemaVersion: 1,
        data: { ratingId: 'r1', userId: 'u1', scores: scores(2), reason: 'spam' },
      },
    ]);
    const removed = given(
      at('DestinationRegistered', registration, 0n),
      at('SafetyRatingSubmitted', { ratingId: 'r1', userId: 'u1', scores: scores(2), replaces: null }, 1n),
      at('SafetyRatingRemoved', { ratingId: 'r1', userId: 'u1', scores: scores(2), reason: 'spam' }, 2n),
    );
    expect(() => destinationDecider.decide(remove, removed)).toThrow(UnknownRatingError);
  });

  it('files a report under the neighbourhood it names, whatever the case, and replaces the same traveller’s report', () => {
    const report = (reportId: string) => ({
      type: 'ReportNeighbourhood' as const,
      destinationId: 5,
      report: {
        reportId,
        userId: 'u1',
        neighbourhoodName: 'GRÀCIA',
        safetyScore: 4,
        description: null,
        bestTimeToVisit: null,
        transportOptions: null,
      },
    });
    const first = destinationDecider.decide(report('p1'), registered)[0]!;
    expect(first.data).toMatchObject({ neighbourhoodId: 'gracia', neighbourhoodName: 'Gràcia', replaces: null });
    const reported = given(
      at('DestinationRegistered', registration, 0n),
      at('NeighbourhoodAdded', gracia, 1n),
      at('NeighbourhoodReported', first.data, 2n),
    );
    expect(destinationDecider.decide(report('p2'), reported)[0]!.data).toMatchObject({
      replaces: { reportId: 'p1', safetyScore: 4 },
    });
  });

  it('makes stable slugs for neighbourhoods travellers name', () => {
    expect(neighbourhoodSlug('Sarrià-Sant Gervasi')).toBe('sarria-sant-gervasi');
    expect(neighbourhoodSlug('  Kabukichō ')).toBe('kabukicho');
    expect(neighbourhoodSlug('!!!')).toBe('unnamed');
  });
});

describe('safety tip', () => {
  const at = (type: string, data: unknown, revision: bigint) => recordedEvent('tip-t1', type, data, revision);
  const tip = at(
    'SafetyTipSubmitted',
    { tipId: 't1', destinationId: 5, userId: 'author', category: 'scams', content: 'Watch your bag' },
    0n,
  );
  const given = (...events: RecordedEvent[]) => events.reduce(safetyTipDecider.evolve, safetyTipDecider.initialState());

  it('keeps one vote per traveller: the same vote again changes nothing, another vote says what it replaces', () => {
    const vote = (v: 'up' | 'down' | 'none') => ({ type: 'Vote' as const, userId: 'reader', vote: v });
    expect(safetyTipDecider.decide(vote('up'), given(tip))).toEqual([
      { type: 'SafetyTipVoted', schemaVersion: 1, data: { userId: 'reader', vote: 'up', previous: 'none' } },
    ]);
    const upvoted = given(tip, at('SafetyTipVoted', { userId: 'reader', vote: 'up', previous: 'none' }, 1n));
    expect(safetyTipDecider.decide(vote('up'), upvoted)).toEqual([]);
    expect(safetyTipDecider.decide(vote('none'), upvoted)[0]!.data).toEqual({
      userId: 'reader',
      vote: 'none',
      previous: 'up',
    });
    expect(safetyTipDecider.decide(vote('none'), given(tip))).toEqual([]);
  });

  it('refuses votes on an unknown tip and on one’s own tip', () => {
    expect(() => safetyTipDecider.decide({ type: 'Vote', userId: 'reader', vote: 'up' }, given())).toThrow(
      UnknownTipError,
    );
    expect(() => safetyTipDecider.decide({ type: 'Vote', userId: 'author', vote: 'up' }, given(tip))).toThrow(
      OwnTipVoteError,
    );
  });
});

describe('traveller', () => {
  const at = (type: string, data: unknown, revision: bigint) => recordedEvent('traveller-u1', type, data, revision);
  const given = (...events: RecordedEvent[]) => events.reduce(travellerDecider.evolve, travellerDecider.initialState());
  const item = { itemType: 'destination' as const, itemId: 5, destinationId: 5 };

  it('saves an item once and unsaves only a saved item', () => {
    expect(travellerDecider.decide({ type: 'Save', ...item }, given()).map((event) => event.type)).toEqual([
      'ItemSaved',
    ]);
    const saved = given(at('ItemSaved', item, 0n));
    expect(travellerDecider.decide({ type: 'Save', ...item }, saved)).toEqual([]);
    expect(travellerDecider.decide({ type: 'Unsave', ...item }, given())).toEqual([]);
    expect(travellerDecider.decide({ type: 'Unsave', ...item }, saved).map((event) => event.type)).toEqual([
      'ItemUnsaved',
    ]);
  });

  it('counts a destination view once per day', () => {
    const view = { type: 'RecordView' as const, destinationId: 5, day: '2026-11-22' };
    const viewed = given(at('DestinationViewed', { destinationId: 5, day: '2026-11-22' }, 0n));
    expect(travellerDecider.decide(view, viewed)).toEqual([]);
    expect(travellerDecider.decide({ ...view, day: '2026-11-23' }, viewed)).toHaveLength(1);
  });
});
