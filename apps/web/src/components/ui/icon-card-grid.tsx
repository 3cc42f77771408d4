/** A grid of cards, each an icon, a title and a sentence: benefits, values, features. */
import type { LucideIcon } from 'lucide-react';

export interface IconCard {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
}

export function IconCardGrid({ cards, className = 'card-grid' }: { cards: readonly IconCard[]; className?: string }) {
  return (
    <ul className={className}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="card">
          <span className="card-icon">
            <Icon aria-hidden="true" size={24} />
          </span>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
