/** What `POST /admin-api/beta-invitations` takes: the entries chosen, or the first N still waiting. */
export type IssueInvitationsRequest = { readonly waitlistIds: readonly string[] } | { readonly first: number };

/** The most invitations one request may issue (the API refuses more). */
export const MAX_INVITATIONS_PER_REQUEST = 1000;
