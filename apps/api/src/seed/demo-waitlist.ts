/**
 * Demo sign-ups for the one-machine mode, so the landing page shows a live count and names from
 * the first start. They are ordinary JoinWaitlist commands with fixed idempotency keys: running
 * the seed again appends nothing.
 */
import type { JoinWaitlistCommandData } from '@safetrails/contracts';

const FIRST_NAMES = [
  'Amara',
  'Lucía',
  'Hannah',
  'Mei',
  'Zanele',
  'Ingrid',
  'Priya',
  'Sofia',
  'Aiyana',
  'Chloé',
  'Nadia',
  'Yuki',
  'Fatima',
  'Olivia',
  'Ana',
  'Leila',
  'Greta',
  'Ama',
  'Isabela',
  'Noor',
  'Elif',
  'Maya',
  'Rosa',
  'Keira',
  'Aroha',
  'Sakura',
  'Bea',
  'Thandiwe',
  'Camille',
  'Dilnoza',
  'Jun',
  'Tala',
  'Sara',
  'Lina',
  'Marta',
  'Esi',
  'Freya',
  'Ximena',
  'Hana',
  'Ivy',
  'Anouk',
  'Rania',
];

export interface DemoSignup {
  readonly idempotencyKey: string;
  readonly command: JoinWaitlistCommandData;
}

export const demoWaitlist: readonly DemoSignup[] = FIRST_NAMES.map((firstName, index) => ({
  idempotencyKey: `demo-seed-waitlist-${index}`,
  command: {
    email: `${firstName
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}.${index}@example.com`,
    name: `${firstName} ${String.fromCharCode(65 + (index % 26))}.`,
    isFrequentTraveler: index % 3 !== 0,
    company: null,
    role: null,
  },
}));
