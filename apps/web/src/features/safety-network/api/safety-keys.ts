/**
 * The query keys of her safety network, first by its read model (`safety`: a change notice of it
 * refreshes them all, lib/live-updates.ts), then by what they hold.
 */
export const safetyKeys = {
  all: ['safety'] as const,
  trips: () => ['safety', 'trips'] as const,
  trip: (id: string) => ['safety', 'trips', id] as const,
  contacts: () => ['safety', 'contacts'] as const,
  status: () => ['safety', 'check-ins'] as const,
  contactLink: (token: string) => ['safety', 'contact-link', token] as const,
  checkInLink: (token: string) => ['safety', 'check-in-link', token] as const,
};
