export { RemotePage } from './remote-page';
