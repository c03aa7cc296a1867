import { Newsletter } from '../../widgets/newsletter';
import { STYLES } from '../../widgets/newsletter/styles';
import { widgetMount } from '../widget-mount';

export const mount = widgetMount({ name: 'newsletter', styles: STYLES, render: () => <Newsletter /> });
