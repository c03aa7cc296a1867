export { Newsletter } from './newsletter';
export { STYLES } from './styles';
