/** The community guidelines of spec part 2: respect, helpful safety information, verify first, privacy. */
import { BookOpenCheck } from 'lucide-react';

const GUIDELINES = [
  { title: 'Be respectful', text: 'Disagree kindly. Harassment and hate are removed.' },
  { title: 'Give helpful safety information', text: 'Say where, when and what happened, so others can act on it.' },
  { title: 'Verify before posting', text: 'Check alerts and rumours against a reliable source first.' },
  { title: 'Respect privacy', text: "Never share someone's name, photo or address, nor your own live location." },
] as const;

export function CommunityGuidelines() {
  return (
    <section className="card forum-side-card" aria-labelledby="forum-guidelines-title">
      <h2 id="forum-guidelines-title" className="forum-side-title">
        <BookOpenCheck aria-hidden="true" size={18} /> Community guidelines
      </h2>
      <ul className="forum-guidelines">
        {GUIDELINES.map(({ title, text }) => (
          <li key={title}>
            <strong>{title}.</strong> {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
