import type { AdminAlert } from '@safetrails/contracts';
import { localDateTimeToIso, toAlertUpdate } from './alert-update';

const alert: AdminAlert = {
  id: 'a1',
  destinationId: 1,
  destinationName: 'Paris, France',
  title: 'Pickpockets on line 1',
  content: 'Several reports of pickpockets around Châtelet.',
  source: null,
  severity: 'medium',
  alertType: 'crime',
  latitude: 48.86,
  longitude: 2.35,
  radius: 1000,
  startTime: '2026-11-20T08:00:00.000Z',
  endTime: null,
  verified: true,
  status: 'active',
  isActive: true,
  archivedReason: null,
  raisedBy: 'u1',
  raisedByName: 'Mo Moderator',
  origin: 'people',
  officialUrl: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('toAlertUpdate', () => {
  it('sends only the editable fields that changed, with the trimmed reason', () => {
    expect(
      toAlertUpdate(
        { ...alert, severity: 'high', title: ' Pickpockets on line 1 ', reason: ' Police confirmed ' },
        alert,
      ),
    ).toEqual({ severity: 'high', reason: 'Police confirmed' });
  });

  it('never sends read-only fields such as the position, the start or the status', () => {
    const edit = toAlertUpdate({ ...alert, latitude: 0, startTime: 'x', status: 'archived', reason: 'r' }, alert);
    expect(edit).toEqual({ reason: 'r' });
  });

  it('treats an emptied source as null, and a cleared end time as null', () => {
    const withSource = { ...alert, source: 'Prefecture', endTime: '2026-11-30T00:00:00.000Z' };
    expect(toAlertUpdate({ ...withSource, source: '  ', endTime: null, reason: 'r' }, withSource)).toEqual({
      source: null,
      endTime: null,
      reason: 'r',
    });
  });
});

describe('localDateTimeToIso', () => {
  it('reads the picker value in local time and sends the ISO instant', () => {
    expect(localDateTimeToIso('2026-11-22T14:30')).toBe(new Date(2026, 10, 22, 14, 30).toISOString());
  });

  it('keeps an instant that already has its zone, and gives null for empty or nonsense', () => {
    expect(localDateTimeToIso('2026-11-22T14:30:00.000Z')).toBe('2026-11-22T14:30:00.000Z');
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso(null)).toBeNull();
    expect(localDateTimeToIso('soon')).toBeNull();
  });
});
