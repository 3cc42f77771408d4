/**
 * Renders its (lazy) children only once their place comes near the screen, and until their code
 * has arrived shows a placeholder with the class that gives them their size, so nothing around
 * them moves when they land. For the heavy parts of a page: the map, the history chart.
 */
import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

interface WhenNearScreenProps {
  /** The class that sizes the real thing, given to the placeholder. */
  readonly className: string;
  /** What a screen reader hears while it loads. */
  readonly loadingLabel: string;
  readonly children: ReactNode;
}

export function WhenNearScreen({ className, loadingLabel, children }: WhenNearScreenProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div ref={ref} className={className} role="status">
      <span className="visually-hidden">{loadingLabel}</span>
    </div>
  );
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
