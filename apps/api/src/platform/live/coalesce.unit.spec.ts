import { coalesce, sseMessage } from './live-updates.service';

describe('coalesce', () => {
  it('makes one change per read model: the latest position, each event type once, the counts summed', () => {
    expect(
      coalesce([
        { projection: 'forum', eventTypes: ['ForumCommentAdded'], count: 2, position: '10:1' },
        { projection: 'destinations', eventTypes: ['SafetyRatingSubmitted'], count: 1, position: '11:1' },
        { projection: 'forum', eventTypes: ['ForumCommentAdded', 'ForumReactionAdded'], count: 3, position: '12:4' },
      ]),
    ).toEqual([
      { projection: 'forum', eventTypes: ['ForumCommentAdded', 'ForumReactionAdded'], count: 5, position: '12:4' },
      { projection: 'destinations', eventTypes: ['SafetyRatingSubmitted'], count: 1, position: '11:1' },
    ]);
  });

  it('keeps a position when a later change of the same read model has none (a rebuild notice)', () => {
    expect(
      coalesce([
        { projection: 'tips', eventTypes: ['TipVoted'], count: 1, position: '7:2' },
        { projection: 'tips', eventTypes: [], count: 40 },
      ]),
    ).toEqual([{ projection: 'tips', eventTypes: ['TipVoted'], count: 41, position: '7:2' }]);
  });

  it('writes each coalesced change as a notice with its position as the id', () => {
    const [change] = coalesce([{ projection: 'waitlist', eventTypes: ['WaitlistJoined'], count: 1, position: '3:1' }]);
    expect(sseMessage(change!)).toBe(
      'id: 3:1\nevent: read-model-changed\ndata: {"projection":"waitlist","eventTypes":["WaitlistJoined"],"count":1,"position":"3:1"}\n\n',
    );
  });
});
