import { VERIFIED_CSS } from '../../ui/verified-badge';
import { LIST_CSS } from '../list-parts/list-styles';

/** Company list widget CSS (on top of TOKENS_CSS and BASE_CSS), scoped by `bj-` classes. */
export const STYLES = /* css */ `${LIST_CSS}${VERIFIED_CSS}
.bj-company-list .bj-logo { width: 64px; height: 64px; }
.bj-company-card__tagline { color: var(--baobab-color-text); }
.bj-company-card__jobs { font-weight: 600; color: var(--baobab-color-primary); }
`;
