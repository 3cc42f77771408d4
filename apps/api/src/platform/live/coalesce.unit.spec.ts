import { Subject } from 'rxjs';
import { MAX_NOTICE_STREAMS, type ReadModelChange } from '@safetrails/contracts';
import { coalesce, coalescedInWindows, sseMessage, type SseBatch } from './live-updates.service';

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

  it('keeps the streams together while every change names them and they stay few', () => {
    const rating = (id: number) => ({
      projection: 'destinations',
      eventTypes: ['SafetyRatingSubmitted'],
      count: 1,
      streams: [`destination-${id}`],
    });
    expect(coalesce([rating(1), rating(2), rating(1)])[0]!.streams).toEqual(['destination-1', 'destination-2']);
    expect(coalesce([rating(1), { projection: 'destinations', eventTypes: [], count: 9 }])[0]).not.toHaveProperty(
      'streams',
    );
    const many = Array.from({ length: MAX_NOTICE_STREAMS + 1 }, (_, index) => rating(index));
    expect(coalesce(many)[0]).not.toHaveProperty('streams');
  });

  it('writes each coalesced change as a notice with its position as the id, and not its streams', () => {
    const [change] = coalesce([
      { projection: 'waitlist', eventTypes: ['WaitlistJoined'], count: 1, position: '3:1', streams: ['waitlist-x'] },
    ]);
    expect(sseMessage(change!)).toBe(
      'id: 3:1\nevent: read-model-changed\ndata: {"projection":"waitlist","eventTypes":["WaitlistJoined"],"count":1,"position":"3:1"}\n\n',
    );
  });
});

describe('coalesced in windows', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const change = (projection: string, count: number, position: string): ReadModelChange => ({
    projection,
    eventTypes: ['E'],
    count,
    position,
  });

  it('sends a lone change at once, and everything within the window together at its end, one notice per read model', () => {
    const changes = new Subject<ReadModelChange>();
    const sent: string[] = [];
    const subscription = coalescedInWindows(changes, 250).subscribe((batch) => sent.push(batch.textFor(false)));

    changes.next(change('forum', 1, '1:1'));
    expect(sent).toEqual([sseMessage(change('forum', 1, '1:1'))]);
    changes.next(change('forum', 2, '2:1'));
    changes.next(change('tips', 1, '2:2'));
    changes.next(change('forum', 3, '3:1'));
    // Another read model waits for the window too: one write to each stream for all of them.
    expect(sent).toHaveLength(1);

    jest.advanceTimersByTime(250);
    expect(sent.slice(1)).toEqual([sseMessage(change('forum', 5, '3:1')) + sseMessage(change('tips', 1, '2:2'))]);
    // A window with nothing in it closes; the next change goes at once again.
    jest.advanceTimersByTime(250);
    expect(sent).toHaveLength(2);
    changes.next(change('forum', 1, '4:1'));
    expect(sent.slice(2)).toEqual([sseMessage(change('forum', 1, '4:1'))]);
    subscription.unsubscribe();
  });

  it("gives the staff's streams the moderation queue's notices, and no one else's", () => {
    const changes = new Subject<ReadModelChange>();
    const batches: SseBatch[] = [];
    const subscription = coalescedInWindows(changes, 250).subscribe((batch) => batches.push(batch));
    changes.next(change('forum', 1, '1:1'));
    changes.next(change('moderation', 1, '1:2'));
    jest.advanceTimersByTime(250);
    changes.next(change('moderation', 1, '2:1'));
    jest.advanceTimersByTime(250);
    expect(batches.map((batch) => batch.textFor(true))).toEqual([
      sseMessage(change('forum', 1, '1:1')),
      sseMessage(change('moderation', 1, '1:2')),
      sseMessage(change('moderation', 1, '2:1')),
    ]);
    // A traveller's stream is written nothing for a batch of the queue alone.
    expect(batches.map((batch) => batch.textFor(false))).toEqual([sseMessage(change('forum', 1, '1:1')), '', '']);
    subscription.unsubscribe();
  });
});
