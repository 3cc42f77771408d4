/** One titled part of a long form: a card with its heading, a line saying what it is for, and its fields. */
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  readonly title: ReactNode;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}

export function FormSection({ title, intro, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <section className="card form-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="form-section-title">
        {title}
      </h2>
      {intro && <p className="form-section-intro">{intro}</p>}
      {children}
    </section>
  );
}
