/**
 * Query keys of the waitlist read model. They start with the projection's name, `waitlist`, so a
 * live `read-model-changed` notice for that projection refreshes them all (see lib/live-updates.ts).
 */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  stats: () => [...waitlistKeys.all, 'stats'] as const,
  recent: (limit: number) => [...waitlistKeys.all, 'recent', limit] as const,
};
