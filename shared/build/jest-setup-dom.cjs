// jsdom lacks these; React Router and ky need them.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
require('@testing-library/jest-dom');

// `findBy…` and `waitFor` give up after 1 s by default. `npm test` runs these suites beside the API suites and the
// e2e build on two cores, where a lazily imported page can take longer than that to resolve: load, not a failure.
// A test that waits for something that never comes still fails, after 5 s.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5_000 });
