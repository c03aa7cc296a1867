import { CompanyList } from '../../widgets/company-list';
import { STYLES } from '../../widgets/company-list/styles';
import { widgetMount } from '../widget-mount';

export const mount = widgetMount({
  name: 'company-list',
  styles: STYLES,
  render: ({ apiBase }) => <CompanyList apiBase={apiBase} />,
});
