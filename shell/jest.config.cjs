const { jestConfig } = require('@receipts/build/jest');

const base = jestConfig({ dir: __dirname });

// Radix menus and dialogs need a few browser APIs that jsdom lacks (see jest.setup.cjs).
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/jest.setup.cjs'] };
