export { AuthDialog } from './auth-dialog';
export { AuthModal } from './auth-modal';
export { STYLES } from './styles';
