export { AuthModal } from './auth-modal';
export { STYLES } from './styles';
