// `npm run lint`: one flat config for every package, built from the preset in shared/build.
import { eslintConfig } from './shared/build/eslint-preset.mjs';

export default eslintConfig({ ignores: ['api/drizzle/**', 'api/bench/RESULTS.md', 'docs/**', 'shared/build/lint-fixtures/**'] });
