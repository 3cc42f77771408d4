import { ratingDraft } from './rating-draft';

describe('ratingDraft', () => {
  it('starts every dimension in the middle of the scale without an earlier rating', () => {
    expect(ratingDraft(null)).toEqual({
      scores: {
        overallScore: 3,
        streetSafety: 3,
        publicTransport: 3,
        touristAreas: 3,
        nightSafety: 3,
        localAttitude: 3,
      },
      comment: '',
    });
  });

  it('starts from the earlier rating, keeping its comment', () => {
    const draft = ratingDraft({
      ratingId: 'r1',
      scores: {
        overallScore: 5,
        streetSafety: 4,
        publicTransport: 2,
        touristAreas: 1,
        nightSafety: 2,
        localAttitude: 5,
      },
      comment: 'Busy but fine',
      ratedAt: '2026-01-01T00:00:00Z',
    });
    expect(draft.scores).toEqual({
      overallScore: 5,
      streetSafety: 4,
      publicTransport: 2,
      touristAreas: 1,
      nightSafety: 2,
      localAttitude: 5,
    });
    expect(draft.comment).toBe('Busy but fine');
  });

  it('falls back to the middle for a missing or out-of-range value', () => {
    const draft = ratingDraft({
      ratingId: 'r1',
      scores: { overallScore: 9, streetSafety: 2.5 },
      comment: null,
      ratedAt: '2026-01-01T00:00:00Z',
    });
    expect(draft.scores.overallScore).toBe(3);
    expect(draft.scores.streetSafety).toBe(3);
    expect(draft.scores.nightSafety).toBe(3);
    expect(draft.comment).toBe('');
  });
});
