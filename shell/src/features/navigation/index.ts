export { useNavItems } from './use-nav-items';
