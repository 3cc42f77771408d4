/** A titled section of a page of prose (about, how it works): its heading names it for assistive technology. */
import { useId, type ReactNode } from 'react';

interface ProseSectionProps {
  readonly title: ReactNode;
  /** The section's own anchor, for links to it (`/about#sources`). */
  readonly id?: string;
  /** Without the prose style: a section of cards rather than text. */
  readonly plain?: boolean;
  readonly children: ReactNode;
}

export function ProseSection({ title, id, plain = false, children }: ProseSectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={plain ? undefined : 'prose'} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
