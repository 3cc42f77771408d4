/**
 * A titled section in one of the looks the app's pages use: its heading names it for assistive
 * technology, a line may say what it holds, then its content.
 */
import { useId, type ReactNode } from 'react';

/** Each look's classes: the section's, its title's and its intro's. */
const LOOKS = {
  /** One part of a long form (the safety profile). */
  form: { section: 'card form-section', title: 'form-section-title', intro: 'form-section-intro' },
  /** The panel of a tab (her profile's). */
  tab: { section: undefined, title: 'tab-title', intro: 'tab-intro' },
  /** A part of a page of prose (about). */
  prose: { section: 'prose', title: undefined, intro: undefined },
  /** A part of a page of cards rather than text. */
  plain: { section: undefined, title: undefined, intro: undefined },
} as const;

interface TitledSectionProps {
  readonly look: keyof typeof LOOKS;
  readonly title: ReactNode;
  readonly intro?: ReactNode;
  /** The section's own anchor, for links to it (`/about#sources`). */
  readonly id?: string;
  readonly children: ReactNode;
}

export function TitledSection({ look, title, intro, id, children }: TitledSectionProps) {
  const titleId = useId();
  const classes = LOOKS[look];
  return (
    <section id={id} className={classes.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.title}>
        {title}
      </h2>
      {intro && <p className={classes.intro}>{intro}</p>}
      {children}
    </section>
  );
}
