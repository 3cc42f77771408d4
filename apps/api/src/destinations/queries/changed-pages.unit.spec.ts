import { changedPages } from './changed-pages';

describe('the destination pages a change touches', () => {
  it('are those of the destination streams a notice names', () => {
    expect(
      changedPages({
        projection: 'destinations',
        eventTypes: ['SafetyRatingSubmitted'],
        count: 2,
        streams: ['destination-2988507', 'destination-2267057'],
      }),
    ).toEqual(['2988507', '2267057']);
  });

  it('are all of them when the notice names no streams, another kind of stream, or the advice changed', () => {
    expect(changedPages({ projection: 'destinations', eventTypes: [], count: 26_000 })).toBe(true);
    expect(
      changedPages({
        projection: 'destinations',
        eventTypes: ['AdvisoryChanged'],
        count: 1,
        streams: ['destination-2988507', 'advisory-uk-FR'],
      }),
    ).toBe(true);
    expect(changedPages({ projection: 'countries', eventTypes: ['AdvisoryChanged'], count: 1 })).toBe(true);
  });

  it('are none when another read model changed', () => {
    expect(
      changedPages({ projection: 'forum', eventTypes: ['ForumCommentAdded'], count: 1, streams: ['forum-post-1'] }),
    ).toBe(false);
  });
});
