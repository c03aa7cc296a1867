import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { ListStatus } from '../../stores/paged-list';

const SKELETON_COUNT = 4;

interface PagedItemsProps<T> {
  items: T[];
  status: ListStatus;
  hasMore: boolean;
  idOf(item: T): string;
  renderItem(item: T): ReactNode;
  /** What the live region says: the count, 'loading', or why the list is empty. */
  statusText: string;
  loadMoreLabel: string;
  loadingLabel: string;
  /** The shape of a card while the first page loads: its text lines, and whether it has a button. */
  skeleton: { lines: number; action?: boolean };
  onLoadMore(): void;
}

/**
 * The result part of a list: an announced status line, skeleton cards on the first load (built of
 * the cards' own classes, so they take the room the cards will: nothing below them moves), the
 * cards, and a load-more button. After loading more, focus moves to the first new card so a
 * keyboard user carries on reading where the new results begin.
 */
export function PagedItems<T>(props: PagedItemsProps<T>) {
  const { items, status, hasMore } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // A layout effect: on the last page the button leaves in the same commit, and focus must not
  // fall to <body> in between (a passive effect runs after paint).
  useLayoutEffect(() => {
    if (focusFrom.current === null || status !== 'loaded') return;
    const index = Math.min(focusFrom.current, items.length - 1);
    focusFrom.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [items, status]);

  const loadMore = () => {
    if (status !== 'loaded') return;
    focusFrom.current = items.length;
    props.onLoadMore();
  };

  return (
    <div className="bj-results">
      <p className="bj-results__status" role="status" aria-live="polite">
        {props.statusText}
      </p>
      {status === 'loading' ? (
        // The status line above says it is loading; the placeholders are only to look at.
        <ul className="bj-grid" aria-busy="true" aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={i} className="bj-card bj-list-card bj-skeleton">
              <i className="bj-logo" />
              <span className="bj-list-card__body">
                {Array.from({ length: props.skeleton.lines }, (_, line) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  <i key={line} />
                ))}
                {props.skeleton.action && <i className="bj-btn" />}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="bj-grid" ref={listRef} part="list">
          {items.map((item) => (
            <li key={props.idOf(item)}>{props.renderItem(item)}</li>
          ))}
        </ul>
      )}
      {hasMore && status !== 'loading' && (
        <div className="bj-results__more">
          {/* aria-disabled rather than disabled: a disabled button drops the keyboard focus. */}
          <button
            type="button"
            className="bj-btn"
            aria-disabled={status === 'loading-more'}
            onClick={loadMore}
            part="load-more"
          >
            {status === 'loading-more' && <span className="bj-spinner" aria-hidden="true" />}
            {status === 'loading-more' ? props.loadingLabel : props.loadMoreLabel}
          </button>
        </div>
      )}
    </div>
  );
}
