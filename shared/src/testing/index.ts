// Test helpers for the packages' jest suites; a separate entry so no build ever bundles them.
export { renderPagesAt } from './render-pages-at';
