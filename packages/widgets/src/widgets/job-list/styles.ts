import { LIST_CSS } from '../list-parts/list-styles';

/** Job list widget CSS (on top of TOKENS_CSS and BASE_CSS), scoped by `bj-` classes. */
export const STYLES = /* css */ `${LIST_CSS}
.bj-job-search { display: grid; gap: 0.35em; }
.bj-job-search__row { display: flex; gap: 0.5em; }
.bj-job-search__row .bj-input { flex: 1 1 auto; min-width: 0; }
.bj-job-search__row .bj-btn { flex: none; }
.bj-job-card__company { font-weight: 600; }
.bj-badge {
  display: inline-flex; align-items: center; padding: 0 0.6em; border-radius: 999px; font-size: 0.85em; font-weight: 600;
  border: 1px solid var(--baobab-color-danger); color: var(--baobab-color-danger);
}
.bj-jobs-cta { display: grid; gap: 0.5em; justify-items: start; background: var(--baobab-color-surface-alt); box-shadow: none; }
.bj-jobs-cta__title { font-size: 1.15em; font-weight: 700; }
`;
