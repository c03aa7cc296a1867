import { COMPANY_TABS, SECTIONS } from '@baobab/core';
import { CompanyPage } from '../../widgets/company-page';
import { STYLES } from '../../widgets/company-page/styles';
import { oneOf } from '../settings';
import { widgetMount } from '../widget-mount';

export const mount = widgetMount({
  name: 'company-page',
  styles: STYLES,
  render: ({ attribute, apiBase, element }) => (
    <CompanyPage
      alias={attribute('alias') ?? ''}
      section={oneOf(SECTIONS, attribute('section'), 'entreprises')}
      tab={oneOf(COMPANY_TABS, attribute('tab'), undefined)}
      // The tab is reflected so a host can read it back (and keep its URL in step).
      onTabChange={(tab) => element.setAttribute('tab', tab)}
      apiBase={apiBase}
      spontaneousHref={attribute('spontaneous-href')}
      mediaHref={attribute('media-href')}
    />
  ),
});
