/**
 * Tabs as the WAI-ARIA pattern has them: a tablist of buttons, the selected one in the Tab order and
 * the others reached with the arrow keys, Home and End (selection follows focus), and one tabpanel
 * labelled by its tab. Only the selected panel is rendered.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface TabItem<Key extends string> {
  readonly key: Key;
  readonly label: string;
  readonly icon?: LucideIcon;
}

interface TabsProps<Key extends string> {
  /** Names the tablist for screen readers, e.g. "Profile sections". */
  readonly label: string;
  /** Prefix of the tab and panel ids; unique on the page. */
  readonly idPrefix: string;
  readonly tabs: readonly TabItem<Key>[];
  readonly selected: Key;
  readonly onSelect: (key: Key) => void;
  readonly children: ReactNode;
}

export function Tabs<Key extends string>({ label, idPrefix, tabs, selected, onSelect, children }: TabsProps<Key>) {
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const target = targetIndex(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onSelect(next.key);
    tabRefs.current.get(next.key)?.focus();
  };

  return (
    <div className="tabs">
      <div className="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map(({ key, label: tabLabel, icon: Icon }) => {
          const isSelected = key === selected;
          return (
            <button
              key={key}
              ref={(element) => {
                if (element) tabRefs.current.set(key, element);
                else tabRefs.current.delete(key);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${key}`}
              className="tab"
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel-${key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(key)}
            >
              {Icon && <Icon aria-hidden="true" size={18} />}
              {tabLabel}
            </button>
          );
        })}
      </div>
      <div
        className="tab-panel"
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        // The panel itself is focusable so keyboard users can reach text-only panels.
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}

function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
