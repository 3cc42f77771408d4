/** The head of a feedback-hub form: its icon, its title (which names the form) and a line on what to write. */
import type { LucideIcon } from 'lucide-react';

interface FeedbackFormHeaderProps {
  readonly icon: LucideIcon;
  readonly titleId: string;
  readonly title: string;
  readonly intro: string;
}

export function FeedbackFormHeader({ icon: Icon, titleId, title, intro }: FeedbackFormHeaderProps) {
  return (
    <header className="feedback-form-header">
      <Icon aria-hidden="true" size={24} />
      <div>
        <h2 id={titleId} className="tab-title">
          {title}
        </h2>
        <p className="tab-intro">{intro}</p>
      </div>
    </header>
  );
}
