export { useScrollRestoration } from './hooks/use-scroll-restoration';
