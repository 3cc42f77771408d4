import type { ReportReceipt } from '@safetrails/contracts';
import { startApi, type ApiHarness } from '../../../../test/api-harness';

const VALID = {
  '/api/feedback': {
    feedbackType: 'data',
    message: 'The Gràcia score looks too low.',
    category: 'Barcelona',
    rating: '',
    metadata: { userAgent: 'Mozilla/5.0', url: 'http://localhost/feedback', timestamp: '2026-11-01T10:00:00.000Z' },
  },
  '/api/data-reports': { itemType: 'accommodation', itemId: '12', issue: 'Closed since March', correction: '' },
  '/api/surveys': {
    travelFrequency: 'occasionally',
    travelTypes: ['urban', 'cultural'],
    preferredFeatures: ['safety_scores', 'map_view'],
    mostImportantFactor: 'data_accuracy',
    otherFactor: 'ignored unless other',
    appUsage: 'both',
    appRating: 4,
    missingFeatures: 'Offline maps',
    extraFeedback: '',
    email: '',
  },
  '/api/bug-reports': {
    title: 'Map is blank',
    description: 'The map shows no tiles at all.',
    severity: 'medium',
    steps: '1. Open Barcelona 2. Click Map',
    url: 'http://localhost:3000/destination/5',
    browser: 'Chrome 131',
    device: 'Desktop',
    screenshot: '',
    email: 'Reporter@Example.com',
    metadata: { userAgent: 'Mozilla/5.0', url: 'http://localhost:3000/feedback', screenWidth: 1280, screenHeight: 800 },
  },
} as const;

describe('feedback hub', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api.close());

  const send = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const csrf = await api.csrf();
    return api.app.inject({
      method: 'POST',
      url,
      headers: { ...csrf.headers, ...headers },
      cookies: csrf.cookies,
      payload,
    });
  };
  const messages = async (url: string, payload: object) => {
    const response = await send(url, payload);
    expect(response.statusCode).toBe(400);
    return response
      .json<{ errors: { field: string; message: string }[] }>()
      .errors.map((error) => [error.field, error.message]);
  };

  it.each(Object.entries(VALID))('%s takes an anonymous submission into the queue as new', async (url, payload) => {
    const response = await send(url, payload);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<ReportReceipt>();
    expect(receipt).toMatchObject({ status: 'new', receivedAt: expect.any(String) });
    const { rows } = await api.database.pool.query<{ kind: string; status: string; submitted_by: string | null }>(
      'SELECT kind, status, submitted_by FROM rm_reports.reports WHERE report_id = $1',
      [receipt.id],
    );
    expect(rows).toEqual([{ kind: receipt.kind, status: 'new', submitted_by: null }]);
    const stream = [];
    for await (const event of api.store.readStream(`report-${receipt.id}`)) stream.push(event);
    expect(stream).toHaveLength(1);
    expect(stream[0]!.metadata).toMatchObject({ actorRole: 'anonymous', clientIpHash: expect.any(String) });
  });

  it('keeps what the forms mean: empty optional fields are absent, text numbers are numbers', async () => {
    const feedback = (await send('/api/feedback', VALID['/api/feedback'])).json<ReportReceipt>();
    const data = (await send('/api/data-reports', VALID['/api/data-reports'])).json<ReportReceipt>();
    const survey = (await send('/api/surveys', VALID['/api/surveys'])).json<ReportReceipt>();
    const bug = (await send('/api/bug-reports', VALID['/api/bug-reports'])).json<ReportReceipt>();
    const payload = async (id: string) =>
      (await api.database.pool.query('SELECT payload FROM rm_reports.reports WHERE report_id = $1', [id])).rows[0]
        .payload as Record<string, unknown>;
    expect(await payload(feedback.id)).toMatchObject({ rating: null, category: 'Barcelona', feedbackType: 'data' });
    expect(await payload(data.id)).toMatchObject({ itemId: 12, correction: null });
    expect(await payload(survey.id)).toMatchObject({
      otherFactor: null,
      email: null,
      extraFeedback: null,
      appRating: 4,
    });
    expect(await payload(bug.id)).toMatchObject({
      email: 'reporter@example.com',
      screenshot: null,
      contactAllowed: false,
      metadata: { screenWidth: 1280, screenHeight: 800, timestamp: null },
    });
  });

  it("feedback: the spec's messages", async () => {
    expect(await messages('/api/feedback', { message: 'ok' })).toEqual([
      ['feedbackType', 'Please select a feedback type'],
      ['message', 'Please provide more details'],
    ]);
    expect(await messages('/api/feedback', { feedbackType: 'general', message: 'Good', rating: 6 })).toEqual([
      ['rating', 'rating must be at most 5'],
    ]);
    expect(await messages('/api/feedback', { feedbackType: 'praise', message: '   hi   ' })).toEqual([
      ['feedbackType', 'Please select a feedback type'],
      ['message', 'Please provide more details'],
    ]);
  });

  it("data report: the spec's messages", async () => {
    expect(await messages('/api/data-reports', { issue: 'no' })).toEqual([
      ['itemType', 'Please select a data type'],
      ['itemId', 'Please enter an ID'],
      ['issue', 'Please describe the issue in more detail'],
    ]);
    expect(await messages('/api/data-reports', { itemType: 'activity', itemId: '', issue: 'Wrong' })).toEqual([
      ['itemId', 'Please enter an ID'],
    ]);
    expect(await messages('/api/data-reports', { itemType: 'activity', itemId: 0, issue: 'Wrong' })).toEqual([
      ['itemId', 'ID must be a positive number'],
    ]);
  });

  it("survey: the spec's messages", async () => {
    expect(await messages('/api/surveys', { travelTypes: [], preferredFeatures: [], email: 'nope' })).toEqual([
      ['travelFrequency', 'Please select how often you travel'],
      ['travelTypes', 'Please select at least one type of travel'],
      ['preferredFeatures', 'Please select at least one feature'],
      ['mostImportantFactor', 'Please select what matters most to you'],
      ['appUsage', 'Please select when you use the app most'],
      ['email', 'Please enter a valid email address'],
    ]);
    const other = await send('/api/surveys', {
      ...VALID['/api/surveys'],
      mostImportantFactor: 'other',
      otherFactor: 'Accessibility',
    });
    expect(other.statusCode).toBe(201);
  });

  it("bug report: the spec's messages", async () => {
    expect(
      await messages('/api/bug-reports', { title: 'ab', description: 'short', steps: 'short', email: 'x@' }),
    ).toEqual([
      ['title', 'Please provide a brief title for the bug'],
      ['description', 'Please provide more details about the bug'],
      ['severity', 'Please select a severity level'],
      ['steps', 'Please provide steps to reproduce the bug'],
      ['email', 'Please enter a valid email address'],
    ]);
    expect(
      await messages('/api/bug-reports', { ...VALID['/api/bug-reports'], screenshot: 'javascript:alert(1)' }),
    ).toEqual([['screenshot', 'screenshot must be an http or https address']]);
  });

  it('writes nothing on a refusal, and needs the CSRF token', async () => {
    const before = await api.eventCount();
    await send('/api/feedback', { feedbackType: 'general', message: 'x' });
    const noToken = await api.app.inject({ method: 'POST', url: '/api/feedback', payload: VALID['/api/feedback'] });
    expect(noToken.statusCode).toBe(403);
    expect(await api.eventCount()).toBe(before);
  });

  it('records a signed-in sender; a retried submit with the same Idempotency-Key is one report', async () => {
    const bea = await api.signIn('traveller-beta');
    const first = await bea.call('POST', '/api/feedback', VALID['/api/feedback']);
    const receipt = first.json<ReportReceipt>();
    const { rows } = await api.database.pool.query('SELECT submitted_by FROM rm_reports.reports WHERE report_id = $1', [
      receipt.id,
    ]);
    expect(rows).toEqual([{ submitted_by: bea.id }]);

    const before = await api.eventCount('BugReported');
    const key = { 'idempotency-key': 'bug-report-retry-0001' };
    const one = (await send('/api/bug-reports', VALID['/api/bug-reports'], key)).json<ReportReceipt>();
    const two = (await send('/api/bug-reports', VALID['/api/bug-reports'], key)).json<ReportReceipt>();
    expect(two.id).toBe(one.id);
    expect(await api.eventCount('BugReported')).toBe(before + 1);
  });
});

describe('feedback hub rate limit', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: '3', RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(async () => api.close());

  it('refuses a fourth anonymous submission in a minute from one address', async () => {
    const csrf = await api.csrf();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/feedback',
        ...csrf,
        payload: VALID['/api/feedback'],
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await api.eventCount('FeedbackSubmitted')).toBe(3);
  });
});
