#!/usr/bin/env node
// `receipts-tsc -p tsconfig.json`: TypeScript 7's native compiler, which checks this repository in about half
// of 5.9's CPU time. It is this package's own dependency, installed under this folder, so the root's `tsc` stays 5.9
// for the tools built on TypeScript's JavaScript API (typescript-eslint, the federated types, ts-based loaders),
// which 7 does not provide. Resolved from here, not from PATH, so no other `tsc` can stand in for it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifest = require.resolve('typescript/package.json');
const { version, bin } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
if (!version.startsWith('7.')) {
  console.error(`receipts-tsc: expected TypeScript 7 beside ${import.meta.filename}, found ${version} (run npm install)`);
  process.exit(1);
}
const result = spawnSync(process.execPath, [path.join(path.dirname(manifest), bin.tsc), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
