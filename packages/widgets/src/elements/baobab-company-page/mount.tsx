import { COMPANY_TABS, SECTIONS } from '@baobab/core';
import { APPLY_STYLES } from '../../widgets/apply/styles';
import { CompanyPage } from '../../widgets/company-page';
import { STYLES } from '../../widgets/company-page/styles';
import { oneOf } from '../one-of';
import { widgetMount } from '../widget-mount';

export const mount = widgetMount({
  name: 'company-page',
  // The spontaneous application opens the apply flow (and the sign-in modal) inside this widget.
  styles: `${STYLES}${APPLY_STYLES}`,
  render: ({ attribute, apiBase, element }) => (
    <CompanyPage
      alias={attribute('alias') ?? ''}
      section={oneOf(SECTIONS, attribute('section'), 'entreprises')}
      tab={oneOf(COMPANY_TABS, attribute('tab'), undefined)}
      // The tab is reflected so a host can read it back (and keep its URL in step).
      onTabChange={(tab) => element.setAttribute('tab', tab)}
      apiBase={apiBase}
      mediaHref={attribute('media-href')}
    />
  ),
});
