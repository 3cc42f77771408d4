/**
 * react-admin's lists give each row's selection checkbox its name ("Select this row") as an
 * aria-label on Material's wrapping <span>, where ARIA does not allow it, and leave the checkbox
 * itself without a name (axe: aria-prohibited-attr, label). Until react-admin passes it to the
 * input, the console moves it there, for every list, as rows appear.
 */
import { useEffect } from 'react';

const MISPLACED = 'span.select-item[aria-label]';

function moveLabels(root: ParentNode): void {
  for (const span of root.querySelectorAll<HTMLSpanElement>(MISPLACED)) {
    const input = span.querySelector('input[type="checkbox"]');
    const label = span.getAttribute('aria-label');
    if (input && label && !input.hasAttribute('aria-label')) input.setAttribute('aria-label', label);
    span.removeAttribute('aria-label');
  }
}

export function useRowCheckboxLabels(): void {
  useEffect(() => {
    moveLabels(document);
    const observer = new MutationObserver(() => moveLabels(document));
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, []);
}
