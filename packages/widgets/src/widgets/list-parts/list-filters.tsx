import type { Tag } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { TagFilter } from './tag-filter';
import { useTags } from './use-tags';

/** The activity-domain filter of a list, with its "clear" action while any filter is active. */
export function ListFilters({
  selected,
  onToggle,
  active,
  onClear,
  domainsLabel,
  clearLabel,
  initialTags,
  company,
}: {
  selected: readonly number[];
  onToggle(id: number): void;
  /** Whether any filter (tags, keyword) is set: shows the clear action. */
  active: boolean;
  onClear(): void;
  domainsLabel: string;
  clearLabel: string;
  /** The tags, already fetched (server rendering). */
  initialTags?: Tag[];
  /** A company's alias: only the domains of its offers. */
  company?: string;
}) {
  const { locale } = useRuntime();
  const tags = useTags(initialTags, company);
  return (
    <>
      <TagFilter tags={tags} selected={selected} locale={locale} label={domainsLabel} onToggle={onToggle} />
      {active && (
        <div className="bj-list__toolbar">
          <button type="button" className="bj-btn bj-btn--link" onClick={onClear}>
            {clearLabel}
          </button>
        </div>
      )}
    </>
  );
}
