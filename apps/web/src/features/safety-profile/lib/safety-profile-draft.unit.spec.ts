import type { SafetyProfile } from '@safetrails/contracts';
import { NEW_PROFILE_DRAFT, draftOf, inputOf } from './safety-profile-draft';

describe('the safety profile draft', () => {
  it('starts a new profile on the spec defaults', () => {
    expect(draftOf(null)).toMatchObject({
      travelStyle: 'solo',
      travelExperience: 'beginner',
      notificationPreferences: { emailAlerts: true, safetyUpdates: true, marketingEmails: false },
      privacySettings: { shareLocation: false, shareProfile: false },
    });
  });

  it('sends empty free text as null, trimmed text as it is', () => {
    const input = inputOf({ ...NEW_PROFILE_DRAFT, homeCountry: '  Portugal ', emergencyContact: '   ' });
    expect(input.homeCountry).toBe('Portugal');
    expect(input.emergencyContact).toBeNull();
  });

  it('round-trips a saved profile without its owner and timestamp', () => {
    const saved: SafetyProfile = {
      userId: 'user-1',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...NEW_PROFILE_DRAFT,
      travelStyle: 'business',
      gender: 'female',
      homeCountry: 'Kenya',
      homeCountryCode: 'KE',
      emergencyContact: null,
      languages: ['Swahili', 'English'],
    };
    const input = inputOf(draftOf(saved));
    expect(input).not.toHaveProperty('userId');
    expect(input).not.toHaveProperty('updatedAt');
    expect(input).toMatchObject({
      travelStyle: 'business',
      gender: 'female',
      homeCountry: 'Kenya',
      emergencyContact: null,
    });
    expect(input.languages).toEqual(['Swahili', 'English']);
  });
});
