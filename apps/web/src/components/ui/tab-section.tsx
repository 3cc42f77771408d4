/** The panel of one tab (her profile's, the alerts page's): its title, a line on what it holds, and its content. */
import { useId, type ReactNode } from 'react';

interface TabSectionProps {
  readonly title: ReactNode;
  readonly intro?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

export function TabSection({ title, intro, className, children }: TabSectionProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="tab-title">
        {title}
      </h2>
      {intro && <p className="tab-intro">{intro}</p>}
      {children}
    </section>
  );
}
