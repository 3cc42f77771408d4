/** The frame both legal pages share: title, date of the current version, then the sections. */
import type { ReactNode } from 'react';

interface LegalPageProps {
  readonly title: string;
  readonly updated: string;
  readonly children: ReactNode;
}

export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <article className="container container-narrow prose-page prose" aria-labelledby="legal-title">
      <header className="prose-header">
        <p className="eyebrow">Legal</p>
        <h1 id="legal-title">{title}</h1>
        <p className="muted">Last updated {updated}</p>
      </header>
      {children}
    </article>
  );
}
