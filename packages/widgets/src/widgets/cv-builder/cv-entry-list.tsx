import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/translation';

interface CvEntryListProps<T> {
  legend: string;
  /** The legend of one entry, from its number (1-based): "Expérience 2". */
  itemLegend(number: number): string;
  items: readonly T[];
  max: number;
  blank(): T;
  onChange(items: T[]): void;
  children(item: T, index: number, set: (patch: Partial<T>) => void): ReactNode;
}

/**
 * A repeated part of the CV (experience, education, languages): each entry its own group with a
 * legend, so a screen reader says which one a field is in; entries are added up to the schema's
 * limit and removed one by one (the last one stays, emptied, so the section keeps its fields).
 */
export function CvEntryList<T>({ legend, itemLegend, items, max, blank, onChange, children }: CvEntryListProps<T>) {
  const { t } = useTranslation();
  const set = (index: number) => (patch: Partial<T>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const remove = (index: number) => {
    const rest = items.filter((_, i) => i !== index);
    onChange(rest.length ? rest : [blank()]);
  };
  return (
    <fieldset className="bj-cv-section">
      <legend>{legend}</legend>
      {items.map((item, index) => (
        // The position is the entry's identity: entries have no id, and are only appended or removed.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={index} className="bj-cv-entry">
          <legend>{itemLegend(index + 1)}</legend>
          {children(item, index, set(index))}
          <button type="button" className="bj-btn bj-btn--link" onClick={() => remove(index)}>
            {t('cv_builder.remove')}
            <span className="bj-sr-only"> {itemLegend(index + 1)}</span>
          </button>
        </fieldset>
      ))}
      {items.length < max && (
        <button type="button" className="bj-btn" onClick={() => onChange([...items, blank()])}>
          {t('cv_builder.add')}
          <span className="bj-sr-only"> {itemLegend(items.length + 1)}</span>
        </button>
      )}
    </fieldset>
  );
}
