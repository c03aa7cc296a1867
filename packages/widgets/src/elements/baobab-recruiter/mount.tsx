import { Recruiter } from '../../widgets/recruiter';
import { STYLES } from '../../widgets/recruiter/styles';
import { widgetMount } from '../widget-mount';

export const mount = widgetMount({ name: 'recruiter', styles: STYLES, render: () => <Recruiter /> });
