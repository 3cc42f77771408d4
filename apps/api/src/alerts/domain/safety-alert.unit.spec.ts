import type { AlertRaisedData, RecordedEvent } from '@safetrails/contracts';
import { recordedEvent } from '../../../../../test/recorded-event';
import { AlertClosedError, AlertNotFoundError, NotAlertAuthorError, safetyAlertDecider } from './safety-alert';

const author = { userId: 'author', moderator: false };
const stranger = { userId: 'stranger', moderator: false };
const moderator = { userId: 'mod', moderator: true };
const raisedData: AlertRaisedData = {
  alertId: 'a1',
  destinationId: 1,
  title: 'Metro strike',
  content: 'No trains on line 4',
  severity: 'high',
  alertType: 'transportation',
  source: null,
  latitude: 48.85,
  longitude: 2.35,
  radiusMetres: 1000,
  startTime: '2026-11-22T08:00:00.000Z',
  endTime: '2026-11-22T18:00:00.000Z',
  verified: false,
  raisedBy: 'author',
};
const at = (type: string, data: unknown, revision: bigint) => recordedEvent('alert-a1', type, data, revision);
const raised = at('AlertRaised', raisedData, 0n);
const given = (...events: RecordedEvent[]) =>
  events.reduce(safetyAlertDecider.evolve, safetyAlertDecider.initialState());

describe('safety alert', () => {
  it('is raised once', () => {
    expect(safetyAlertDecider.decide({ type: 'Raise', alert: raisedData }, given()).map((e) => e.type)).toEqual([
      'AlertRaised',
    ]);
    expect(safetyAlertDecider.decide({ type: 'Raise', alert: raisedData }, given(raised))).toEqual([]);
  });

  it('is verified by a moderator only, once', () => {
    expect(() => safetyAlertDecider.decide({ type: 'Verify', actor: author }, given(raised))).toThrow(
      NotAlertAuthorError,
    );
    expect(safetyAlertDecider.decide({ type: 'Verify', actor: moderator }, given(raised))).toEqual([
      { type: 'AlertVerified', schemaVersion: 1, data: { verifiedBy: 'mod' } },
    ]);
    const verified = given(raised, at('AlertVerified', { verifiedBy: 'mod' }, 1n));
    expect(safetyAlertDecider.decide({ type: 'Verify', actor: moderator }, verified)).toEqual([]);
  });

  it('is archived with a reason by its author or a moderator, and then takes no more changes', () => {
    const archive = (actor: typeof author) => ({ type: 'Archive' as const, actor, reason: 'Over' });
    expect(() => safetyAlertDecider.decide(archive(stranger), given(raised))).toThrow(NotAlertAuthorError);
    expect(safetyAlertDecider.decide(archive(author), given(raised))[0]!.data).toEqual({
      archivedBy: 'author',
      reason: 'Over',
    });
    const archived = given(raised, at('AlertArchived', { archivedBy: 'author', reason: 'Over' }, 1n));
    expect(safetyAlertDecider.decide(archive(moderator), archived)).toEqual([]);
    expect(() =>
      safetyAlertDecider.decide({ type: 'Edit', actor: author, changes: { title: 'New title' } }, archived),
    ).toThrow(AlertClosedError);
    expect(() => safetyAlertDecider.decide({ type: 'Verify', actor: moderator }, archived)).toThrow(AlertClosedError);
  });

  it('keeps only the fields an edit really changes', () => {
    expect(
      safetyAlertDecider.decide(
        { type: 'Edit', actor: moderator, changes: { severity: 'critical', title: undefined } },
        given(raised),
      ),
    ).toEqual([{ type: 'AlertEdited', schemaVersion: 1, data: { severity: 'critical' } }]);
    expect(safetyAlertDecider.decide({ type: 'Edit', actor: author, changes: {} }, given(raised))).toEqual([]);
  });

  it('expires once its end time has passed, and only then', () => {
    expect(safetyAlertDecider.decide({ type: 'Expire', now: '2026-11-22T17:59:59.000Z' }, given(raised))).toEqual([]);
    expect(safetyAlertDecider.decide({ type: 'Expire', now: '2026-11-22T18:00:00.000Z' }, given(raised))).toEqual([
      { type: 'AlertExpired', schemaVersion: 1, data: { endTime: '2026-11-22T18:00:00.000Z' } },
    ]);
    const extended = given(raised, at('AlertEdited', { endTime: null }, 1n));
    expect(safetyAlertDecider.decide({ type: 'Expire', now: '2027-01-01T00:00:00.000Z' }, extended)).toEqual([]);
    expect(() => safetyAlertDecider.decide({ type: 'Expire', now: '2027-01-01T00:00:00.000Z' }, given())).toThrow(
      AlertNotFoundError,
    );
  });
});

describe('official alert', () => {
  const origin = {
    source: 'usgs' as const,
    organisation: 'U.S. Geological Survey',
    sourceId: 'us1',
    kind: 'earthquake' as const,
    sourceSeverity: 'M 5',
    eventTime: '2026-11-22T08:00:00.000Z',
    sourceUpdatedAt: null,
    retrievedAt: '2026-11-22T08:05:00.000Z',
    url: 'https://earthquake.usgs.gov/earthquakes/eventpage/us1',
    licence: 'Public domain',
    area: null,
    countries: ['EC'],
    destinationIds: [1],
    contentHash: 'first',
  };
  const { verified: _verified, raisedBy: _raisedBy, ...rest } = raisedData;
  const version = { ...rest, official: origin };
  const publish = (hash: string, onlyIfRaised = false) =>
    ({ type: 'Publish', version: { ...version, official: { ...origin, contentHash: hash } }, onlyIfRaised }) as const;
  const published = at(
    'AlertRaised',
    { ...version, verified: true, raisedBy: '00000000-0000-0000-0000-000000000000' },
    0n,
  );

  it('is raised verified by its first version, and a minor first version raises nothing', () => {
    const [event] = safetyAlertDecider.decide(publish('first'), given());
    expect(event).toMatchObject({ type: 'AlertRaised', data: { verified: true, official: { contentHash: 'first' } } });
    expect(safetyAlertDecider.decide(publish('first', true), given())).toEqual([]);
  });

  it('appends nothing for the same version, and an update for a new one, even a minor one', () => {
    expect(safetyAlertDecider.decide(publish('first'), given(published))).toEqual([]);
    const [update] = safetyAlertDecider.decide(publish('second', true), given(published));
    expect(update).toMatchObject({ type: 'OfficialAlertUpdated', data: { official: { contentHash: 'second' } } });
    const updated = at('OfficialAlertUpdated', update!.data, 1n);
    expect(safetyAlertDecider.decide(publish('second'), given(published, updated))).toEqual([]);
  });

  it("is archived when the source deletes it, and a moderator's archiving stands against later versions", () => {
    const [withdrawn] = safetyAlertDecider.decide({ type: 'Withdraw', reason: 'Deleted by USGS' }, given(published));
    expect(withdrawn).toMatchObject({ type: 'AlertArchived', data: { reason: 'Deleted by USGS' } });
    const archived = at('AlertArchived', withdrawn!.data, 1n);
    expect(safetyAlertDecider.decide({ type: 'Withdraw', reason: 'again' }, given(published, archived))).toEqual([]);
    expect(safetyAlertDecider.decide(publish('third'), given(published, archived))).toEqual([]);
    expect(safetyAlertDecider.decide({ type: 'Withdraw', reason: 'never raised' }, given())).toEqual([]);
    expect(safetyAlertDecider.decide({ type: 'Withdraw', reason: 'community' }, given(raised))).toEqual([]);
  });
});
