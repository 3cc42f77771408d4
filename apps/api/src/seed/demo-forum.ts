/**
 * Demo discussions for the forum, written by the development personas so that a newcomer who signs
 * in as one of them finds their own posts. Every demo post ends with a line saying it is demo
 * content, so nobody mistakes it for advice from a real traveller.
 */
import type { ReactionKind } from '@safetrails/contracts';

export const DEMO_FOOTER = '\n\n*Demo post: seeded with the app to show the forum; not advice from a real traveller.*';

export interface DemoComment {
  readonly key: string;
  readonly author: string;
  readonly content: string;
  readonly replies?: readonly DemoComment[];
}

export interface DemoPost {
  readonly key: string;
  /** A development persona id (apps/api/src/identity/http/development-personas.ts). */
  readonly author: string;
  readonly categorySlug: string;
  readonly title: string;
  readonly content: string;
  readonly isAnonymous?: boolean;
  readonly destinationId?: number;
  readonly pinnedBecause?: string;
  readonly comments?: readonly DemoComment[];
  readonly reactions?: readonly { readonly author: string; readonly kind: ReactionKind }[];
}

export const DEMO_FORUM: readonly DemoPost[] = [
  {
    key: 'welcome',
    author: 'moderator',
    categorySlug: 'safety-tips',
    title: 'Welcome: how this forum works',
    content: [
      'This is a space for travellers, and above all solo women travellers, to share what keeps them safe.',
      '',
      '- **Be respectful**: no harassment, no judging how other people travel.',
      '- **Give helpful safety information**: say where and when, and what you actually saw.',
      '- **Verify before posting**: rumours travel faster than buses.',
      "- **Respect privacy**: never post anyone's name, photo or address.",
      '',
      'Use *Post Anonymously* whenever you would rather not be recognised. Moderators can see who wrote an anonymous post; nobody else can.',
    ].join('\n'),
    pinnedBecause: 'Community guidelines for every newcomer',
    reactions: [
      { author: 'traveller-beta', kind: 'helpful' },
      { author: 'admin', kind: 'like' },
    ],
  },
  {
    key: 'barcelona-night',
    author: 'traveller-beta',
    categorySlug: 'solo-travel',
    title: 'Walking back to Gràcia after midnight: how did it feel?',
    content: [
      'I am in **Barcelona** for a week on my own and staying in Gràcia.',
      '',
      'The streets around Plaça del Sol were busy until late, but the stretch down from Passeig de Gràcia felt quieter than I expected. Did anyone else walk it alone at night?',
      '',
      '1. Which streets did you stick to?',
      '2. Did you use the night bus (the N-lines) instead?',
    ].join('\n'),
    destinationId: 5,
    comments: [
      {
        key: 'barcelona-night-1',
        author: 'admin',
        content: 'Carrer Gran de Gràcia stays lit and busy; the side streets go quiet quickly after 1am.',
        replies: [
          {
            key: 'barcelona-night-1-1',
            author: 'traveller-beta',
            content: 'Thank you, that matches what I saw. Sticking to Gran de Gràcia tonight.',
          },
        ],
      },
      {
        key: 'barcelona-night-2',
        author: 'moderator',
        content: 'The N-buses run all night from Plaça de Catalunya; sit near the driver if the bus is empty.',
      },
    ],
    reactions: [
      { author: 'admin', kind: 'insightful' },
      { author: 'moderator', kind: 'like' },
    ],
  },
  {
    key: 'door-stop',
    author: 'admin',
    categorySlug: 'safety-gear',
    title: 'A rubber door stop is still the best thing in my bag',
    content: [
      'After ten years of solo trips the cheapest item I carry is the one I use most: a plain **rubber door wedge**.',
      '',
      '> It costs almost nothing, weighs nothing, and makes a flimsy hostel door a lot harder to open quietly.',
      '',
      'What is the one piece of gear you would never leave behind?',
    ].join('\n'),
    comments: [
      {
        key: 'door-stop-1',
        author: 'traveller-beta',
        content: 'A small personal alarm on my bag strap. I have never needed it, and I like it that way.',
      },
    ],
    reactions: [
      { author: 'traveller-beta', kind: 'helpful' },
      { author: 'moderator', kind: 'helpful' },
    ],
  },
  {
    key: 'airport-taxi',
    author: 'traveller-beta',
    categorySlug: 'transportation',
    title: 'Airport taxis: official ranks versus ride-hailing apps',
    content: [
      'Arriving late at night, I always use the **official taxi rank** rather than anyone who approaches me inside the terminal.',
      '',
      "With ride-hailing apps I check the plate and the driver's name before I open the door, and share the trip with a friend. Anything else people do?",
    ].join('\n'),
    reactions: [{ author: 'admin', kind: 'like' }],
  },
  {
    key: 'hostel-lockers',
    author: 'traveller-beta',
    categorySlug: 'accommodation-safety',
    title: 'Something happened at my hostel and I am not sure whom to tell',
    content: [
      'A staff member kept asking which room I was in and when I would be back. Nothing else happened, but it left me uneasy.',
      '',
      'I am posting anonymously because the hostel is small. Should I report it to the owner, or leave a review?',
    ].join('\n'),
    isAnonymous: true,
    comments: [
      {
        key: 'hostel-lockers-1',
        author: 'moderator',
        content:
          'Trust that feeling. Tell the owner in writing, and change rooms if you can; a review can wait until you have left.',
      },
    ],
    reactions: [{ author: 'moderator', kind: 'helpful' }],
  },
  {
    key: 'paris-strike',
    author: 'admin',
    categorySlug: 'travel-alerts',
    title: 'Transport strikes in Paris: plan the ride from the airport',
    content: [
      'Strike days can cut RER B trains from Charles de Gaulle to one in two or fewer.',
      '',
      "Check the operator's site the evening before, and have a plan B (a pre-booked taxi or the Roissybus) if you land after dark.",
    ].join('\n'),
    destinationId: 1,
    reactions: [{ author: 'traveller-beta', kind: 'insightful' }],
  },
];
