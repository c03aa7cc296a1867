import type { Locale, Tag } from '@baobab/core';

interface TagFilterProps {
  tags: Tag[];
  selected: readonly number[];
  locale: Locale;
  label: string;
  onToggle(id: number): void;
}

/** The activity-domain filter: one toggle button per domain, pressed while selected. */
export function TagFilter({ tags, selected, locale, label, onToggle }: TagFilterProps) {
  if (tags.length === 0) return null;
  return (
    <fieldset className="bj-tag-filter" part="filters">
      <legend className="bj-label">{label}</legend>
      <ul className="bj-tag-filter__tags">
        {tags.map((tag) => (
          <li key={tag.id}>
            <button
              type="button"
              className="bj-tag bj-tag-toggle"
              aria-pressed={selected.includes(tag.id)}
              onClick={() => onToggle(tag.id)}
            >
              {tag.label[locale]}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
