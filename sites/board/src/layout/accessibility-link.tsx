import { ACCESSIBILITY_AUDIT, conformanceLevel } from '@baobab/core';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import { useLocale } from './site-context';

/** The mention French law asks of every page: the site's conformance level, linking to the statement. */
const LABEL = `site.footer.accessibility.${conformanceLevel(ACCESSIBILITY_AUDIT.rates.board)}`;

export function AccessibilityLink() {
  const locale = useLocale();
  const t = useSiteT(locale);
  return <Link to={localePath(locale, 'accessibilite')}>{t(LABEL)}</Link>;
}

/** The frameless layout (a company's careers page) has no site footer: this line carries the mention. */
export function FramelessFooter() {
  return (
    <footer className="bj-site-footer bj-site-footer--frameless">
      <ul>
        <li>
          <AccessibilityLink />
        </li>
      </ul>
    </footer>
  );
}
