import {
  NEW_DATA_REPORT,
  NEW_FEEDBACK,
  NEW_SURVEY,
  bugReportRequest,
  dataReportRequest,
  feedbackRequest,
  isOptionalEmail,
  newBugReport,
  surveyRequest,
  toggled,
  validateBugReport,
  validateDataReport,
  validateFeedback,
  validateSurvey,
} from './feedback-forms';

const metadata = { userAgent: 'test', url: 'http://localhost/feedback', timestamp: '2025-01-01T00:00:00.000Z' };

describe('Share Feedback', () => {
  it('starts as general feedback with no rating', () => {
    expect(NEW_FEEDBACK).toEqual({ feedbackType: 'general', message: '', category: '', rating: null });
  });

  it('needs a type and a message of at least 3 characters', () => {
    expect(validateFeedback({ ...NEW_FEEDBACK, feedbackType: null, message: ' ab ' })).toEqual({
      feedbackType: 'Please select a feedback type',
      message: 'Please provide more details',
    });
    expect(validateFeedback({ ...NEW_FEEDBACK, message: 'abc' })).toEqual({});
  });

  it('sends the destination only with the data type, and no rating when none was given', () => {
    expect(feedbackRequest({ ...NEW_FEEDBACK, message: ' Great ', category: 'Paris' }, metadata)).toEqual({
      feedbackType: 'general',
      message: 'Great',
      metadata,
    });
    expect(
      feedbackRequest({ feedbackType: 'data', message: 'Wrong score', category: ' Paris ', rating: 4 }, metadata),
    ).toEqual({ feedbackType: 'data', message: 'Wrong score', category: 'Paris', rating: 4, metadata });
  });
});

describe('Report Data Issue', () => {
  it('asks for a type, an ID and an issue, with the spec messages', () => {
    expect(validateDataReport(NEW_DATA_REPORT)).toEqual({
      itemType: 'Please select a data type',
      itemId: 'Please enter an ID',
      issue: 'Please describe the issue in more detail',
    });
  });

  it('takes only a positive whole number as the ID', () => {
    const draft = { ...NEW_DATA_REPORT, itemType: 'destination' as const, issue: 'Wrong name' };
    expect(validateDataReport({ ...draft, itemId: '0' }).itemId).toBe('ID must be a positive number');
    expect(validateDataReport({ ...draft, itemId: '-3' }).itemId).toBe('ID must be a positive number');
    expect(validateDataReport({ ...draft, itemId: '1.5' }).itemId).toBe('ID must be a positive number');
    expect(validateDataReport({ ...draft, itemId: '1' })).toEqual({});
  });

  it('sends the ID as a number and leaves an empty correction out', () => {
    expect(
      dataReportRequest({ itemType: 'activity', itemId: ' 12 ', issue: ' Closed now ', correction: '  ' }),
    ).toEqual({ itemType: 'activity', itemId: 12, issue: 'Closed now' });
  });
});

describe('Take Our Survey', () => {
  it('starts from the spec defaults', () => {
    expect(NEW_SURVEY).toMatchObject({
      travelFrequency: 'occasionally',
      mostImportantFactor: 'data_accuracy',
      appUsage: 'both',
      appRating: null,
      travelTypes: [],
      preferredFeatures: [],
    });
  });

  it('needs one travel type and one feature, and a valid email when one is given', () => {
    expect(validateSurvey({ ...NEW_SURVEY, email: 'not-an-email' })).toEqual({
      travelTypes: 'Please select at least one type of travel',
      preferredFeatures: 'Please select at least one feature',
      email: 'Please enter a valid email address',
    });
    expect(
      validateSurvey({ ...NEW_SURVEY, travelTypes: ['urban'], preferredFeatures: ['map_view'], email: '' }),
    ).toEqual({});
  });

  it('names every unanswered single choice', () => {
    const errors = validateSurvey({
      ...NEW_SURVEY,
      travelFrequency: null,
      mostImportantFactor: null,
      appUsage: null,
      travelTypes: ['beach'],
      preferredFeatures: ['safety_scores'],
    });
    expect(errors).toEqual({
      travelFrequency: 'Please select how often you travel',
      mostImportantFactor: 'Please select what matters most to you',
      appUsage: 'Please select when you use the app most',
    });
  });

  it('sends the other factor only when Other is chosen', () => {
    const answered = { ...NEW_SURVEY, travelTypes: ['urban'] as const, preferredFeatures: ['map_view'] as const };
    expect(surveyRequest({ ...answered, otherFactor: 'Price' })).not.toHaveProperty('otherFactor');
    expect(surveyRequest({ ...answered, mostImportantFactor: 'other', otherFactor: ' Price ' })).toMatchObject({
      mostImportantFactor: 'other',
      otherFactor: 'Price',
    });
    expect(surveyRequest({ ...answered, appRating: 5, email: ' a@b.co ' })).toMatchObject({
      appRating: 5,
      email: 'a@b.co',
    });
  });

  it('toggles a multiple choice', () => {
    expect(toggled(['urban'], 'beach')).toEqual(['urban', 'beach']);
    expect(toggled(['urban', 'beach'], 'urban')).toEqual(['beach']);
  });
});

describe('Report a Bug', () => {
  const environment = { url: 'http://localhost/feedback', browser: 'Chrome 126', device: 'Desktop (Linux)' };

  it('starts with medium severity, no contact, and the environment filled in', () => {
    expect(newBugReport(environment)).toMatchObject({ severity: 'medium', contactAllowed: false, ...environment });
  });

  it('holds each text to its minimum, with the spec messages', () => {
    const draft = { ...newBugReport(environment), title: 'ab', description: 'too short', steps: '123456789' };
    expect(validateBugReport({ ...draft, severity: null, email: 'x@' })).toEqual({
      title: 'Please provide a brief title for the bug',
      description: 'Please provide more details about the bug',
      severity: 'Please select a severity level',
      steps: 'Please provide steps to reproduce the bug',
      email: 'Please enter a valid email address',
    });
    expect(
      validateBugReport({ ...draft, title: 'abc', description: '1234567890', steps: '1234567890', email: '' }),
    ).toEqual({});
  });

  it('sends the metadata with the screen size and leaves empty optional fields out', () => {
    const request = bugReportRequest(
      { ...newBugReport(environment), title: 'Map', description: 'The map is blank', steps: 'Open the map' },
      { ...metadata, screenWidth: 1280, screenHeight: 800 },
    );
    expect(request).toEqual({
      title: 'Map',
      description: 'The map is blank',
      severity: 'medium',
      steps: 'Open the map',
      ...environment,
      contactAllowed: false,
      metadata: { ...metadata, screenWidth: 1280, screenHeight: 800 },
    });
  });
});

describe('isOptionalEmail', () => {
  it('accepts empty or an address', () => {
    expect(isOptionalEmail('')).toBe(true);
    expect(isOptionalEmail('  ')).toBe(true);
    expect(isOptionalEmail('ada@example.org')).toBe(true);
    expect(isOptionalEmail('ada@example')).toBe(false);
    expect(isOptionalEmail('ada example.org')).toBe(false);
  });
});
