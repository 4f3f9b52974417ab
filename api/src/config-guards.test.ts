// @engine-agnostic: configuration checks that run before a database is opened (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from './config';
import { instanceProblems, productionProblems, trustProxy } from './config-guards';

describe('TRUST_PROXY', () => {
  it('is off by default, a hop count, or the proxies’ addresses', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('10.0.0.1, 10.1.0.0/16,::1')).toBe('10.0.0.1,10.1.0.0/16,::1');
    expect(trustProxy('loopback')).toBe('loopback');
  });

  it('refuses `true` (it would believe any client’s X-Forwarded-For) and garbage', () => {
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY=true would believe any X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(() => trustProxy('my-proxy.example')).toThrow(/neither a hop count nor a proxy address/);
  });
});

describe('production guards', () => {
  const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://receipts.example', SECRET_KEY: 'one key for every instance' };

  it('accept an https PUBLIC_ORIGIN with no emulator and no test endpoint', () => {
    expect(productionProblems(loadConfig(production), production)).toEqual([]);
    expect(loadConfig(production).testEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).testEndpoints).toBe(true);
  });

  it('list each problem with a clear message', () => {
    const missing = { NODE_ENV: 'production' };
    expect(productionProblems(loadConfig(missing), missing)).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN must be set to the site's https:\/\/ origin/),
      expect.stringMatching(/^SECRET_KEY must be set when NODE_ENV=production \(every instance signs and checks CSRF tokens with it/),
    ]);
    const http = { ...production, PUBLIC_ORIGIN: 'http://receipts.example' };
    expect(productionProblems(loadConfig(http), http)).toHaveLength(1);
    const testUser = { ...production, TEST_ENDPOINTS: 'true' };
    expect(productionProblems(loadConfig(testUser), testUser)).toEqual([expect.stringMatching(/^TEST_ENDPOINTS must not be true/)]);
    expect(() => loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST must not be set/,
    );
  });

  it('want one SECRET_KEY and shared file storage when more than one instance runs, in any environment', () => {
    expect(instanceProblems(loadConfig({}), {})).toEqual([]);
    const two = { INSTANCE_COUNT: '2', STORAGE_DRIVER: 's3', S3_BUCKET: 'avatars' };
    expect(instanceProblems(loadConfig(two), two)).toEqual([expect.stringMatching(/^SECRET_KEY must be set when INSTANCE_COUNT=2 /)]);
    const shared = { ...two, SECRET_KEY: 'shared' };
    expect(instanceProblems(loadConfig(shared), shared)).toEqual([]);
    const localDisk = { INSTANCE_COUNT: '2', SECRET_KEY: 'shared' };
    expect(instanceProblems(loadConfig(localDisk), localDisk)).toEqual([
      expect.stringMatching(/^STORAGE_DRIVER=s3 \(and S3_\*\) must be set when INSTANCE_COUNT=2/),
    ]);
  });

  it('stop the real server before it opens anything', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(__dirname, '..'),
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', SITE_ROOT: 'none', DATA_DIR: '/nonexistent/receipts', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const noOrigin = run({});
    expect(noOrigin.status).toBe(1);
    expect(noOrigin.stderr).toContain('Refusing to start in production:\n- PUBLIC_ORIGIN must be set');
    expect(noOrigin.stderr).toContain('- SECRET_KEY must be set when NODE_ENV=production');
    const cluster = run({ NODE_ENV: 'development', INSTANCE_COUNT: '3' });
    expect(cluster.status).toBe(1);
    expect(cluster.stderr).toContain('Refusing to start:\n- SECRET_KEY must be set when INSTANCE_COUNT=3');
    expect(cluster.stderr).toContain('- STORAGE_DRIVER=s3 (and S3_*) must be set when INSTANCE_COUNT=3');
    const testUser = run({ PUBLIC_ORIGIN: 'https://receipts.example', SECRET_KEY: 'k', TEST_ENDPOINTS: 'true' });
    expect(testUser.status).toBe(1);
    expect(testUser.stderr).toContain('TEST_ENDPOINTS must not be true when NODE_ENV=production');
    const emulator = run({ PUBLIC_ORIGIN: 'https://receipts.example', SECRET_KEY: 'k', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(emulator.status).toBe(1);
    expect(emulator.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  }, 180_000);
});
