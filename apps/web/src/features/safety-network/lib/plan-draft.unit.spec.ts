import { planRequest, suggestionDraft, type PlanDraft } from './plan-draft';

const draft: PlanDraft = {
  kind: 'back-by',
  backBy: '',
  everyHours: '4',
  dailyAt: '20:00',
  grace: '30',
  reminder: '15',
  tripId: '',
};
const now = new Date('2026-12-06T18:00:00Z');

describe('a check-in plan from the form', () => {
  it('sends exactly one schedule, with grace, reminder and the trip', () => {
    expect(planRequest({ ...draft, kind: 'every', tripId: 't1' }, now)).toEqual({
      everyHours: 4,
      graceMinutes: 30,
      reminderMinutes: 15,
      tripId: 't1',
    });
    expect(planRequest({ ...draft, kind: 'daily', dailyAt: '07:30' }, now)).toEqual({
      dailyAt: '07:30',
      graceMinutes: 30,
      reminderMinutes: 15,
    });
    const backBy = planRequest({ ...draft, backBy: '2026-12-06T23:00' }, now);
    expect(backBy).toMatchObject({ backBy: new Date('2026-12-06T23:00').toISOString() });
  });

  it('names the field a plan cannot be made with', () => {
    expect(planRequest(draft, now)).toEqual({ errors: { backBy: 'time' } });
    expect(planRequest({ ...draft, backBy: '2020-01-01T10:00' }, now)).toEqual({ errors: { backBy: 'future' } });
    expect(planRequest({ ...draft, kind: 'every', everyHours: '1' }, now)).toEqual({ errors: { everyHours: 'hours' } });
    expect(planRequest({ ...draft, kind: 'every', everyHours: '25' }, now)).toEqual({
      errors: { everyHours: 'hours' },
    });
    expect(planRequest({ ...draft, kind: 'daily', dailyAt: '24:00' }, now)).toEqual({ errors: { dailyAt: 'time' } });
  });
});

describe("her profile's emergency contact as an invitation", () => {
  it('takes the address out of the text and keeps the name', () => {
    expect(suggestionDraft('Mum - Ana Ruiz <ana@example.org>', 'ana@example.org')).toEqual({
      name: 'Mum Ana Ruiz',
      email: 'ana@example.org',
    });
    expect(suggestionDraft('Ana, +34 600 000 000', null)).toEqual({ name: 'Ana +34 600 000 000', email: '' });
  });
});
