import type { CompanyTab } from '@baobab/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from '../../runtime/translation';

export const tabId = (base: string, tab: CompanyTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: CompanyTab) => `${base}-panel-${tab}`;

/** Where each key moves the selection, from the current index among `count` tabs (wrapping). */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

interface TabListProps {
  tabs: readonly CompanyTab[];
  selected: CompanyTab;
  onSelect: (tab: CompanyTab) => void;
  label: string;
  idBase: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (roving tabindex), arrows,
 * Home and End select and focus a tab. The panels are the caller's, labelled by `tabId`.
 */
export function TabList({ tabs, selected, onSelect, label, idBase }: TabListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterSelect = useRef(false);

  useEffect(() => {
    const tab = listRef.current?.querySelector<HTMLElement>(`[id="${tabId(idBase, selected)}"]`);
    if (focusAfterSelect.current) tab?.focus();
    focusAfterSelect.current = false;
  }, [idBase, selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = targetIndex(event.key, tabs.indexOf(selected), tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    if (tab === selected) return;
    focusAfterSelect.current = true;
    onSelect(tab);
  };

  return (
    <div ref={listRef} className="bj-cp-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown} part="tabs">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(idBase, tab)}
          className="bj-cp-tab"
          aria-selected={tab === selected}
          aria-controls={panelId(idBase, tab)}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {t(`companies.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
