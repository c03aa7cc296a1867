import { AuthModal } from '../../widgets/auth-modal';
import { STYLES } from '../../widgets/auth-modal/styles';
import { widgetMount } from '../widget-mount';

export const mount = widgetMount({ name: 'auth-modal', styles: STYLES, render: () => <AuthModal /> });
