// `npm run cluster [-- --instances 3]`: HAProxy on PORT (8080) in front of N API instances (PORT+1…PORT+N, a
// DATA_DIR each) on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL), with S3-compatible storage for uploads
// (a local s3rver unless STORAGE_DRIVER=s3 is set). One line when ready; Ctrl-C or SIGTERM stops everything it
// started; SIGHUP restarts the instances one at a time; an instance that dies is started again.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApi, buildFrontends, ROOT } from './lib.mjs';
import { haproxyMissing, startHaproxy } from './cluster/haproxy.mjs';
import { createInstance } from './cluster/instances.mjs';
import { restartOne, waitFor, serverStat } from './cluster/rolling.mjs';
import { ensureDatabase, pingRedis, secretKey, startLocalS3 } from './cluster/services.mjs';

const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' } } });
const count = Number(values.instances);
const env = process.env;
const port = Number(env.PORT || 8080);
const production = env.NODE_ENV === 'production';
const dir = path.resolve(env.CLUSTER_DIR || path.join(ROOT, '.data', 'cluster'));
const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/receipts';
const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
const log = (line) => console.log(`cluster: ${line}`);
const started = { s3: null, haproxy: null, instances: [] };
let shuttingDown = false;

async function main() {
  if (!Number.isInteger(count) || count < 1) throw new Error(`--instances must be a whole number of at least 1, not ${values.instances}`);
  const missing = haproxyMissing();
  if (missing) throw new Error(missing);
  const secret = secretKey(env);
  fs.mkdirSync(dir, { recursive: true });
  if (await ensureDatabase(databaseUrl)) log(`created the database ${new URL(databaseUrl).pathname.slice(1)}`);
  await pingRedis(redisUrl);

  let storageEnv = {};
  let storageNote = `uploads on ${env.S3_ENDPOINT || 'S3'} bucket ${env.S3_BUCKET}`;
  if (env.STORAGE_DRIVER !== 's3') {
    if (production) throw new Error('Several instances need shared file storage: set STORAGE_DRIVER=s3 and S3_* (see docs/operations.md)');
    started.s3 = await startLocalS3({ dir: path.join(dir, 's3'), port: port + count + 1 });
    storageEnv = started.s3.env;
    storageNote = `uploads on a local S3-compatible server (s3rver) at ${started.s3.endpoint}, files in ${path.join(dir, 's3')}`;
    log(`started ${storageNote}; set STORAGE_DRIVER=s3 and S3_* to use your own`);
  }
  if (env.SITE_ROOT !== 'none') buildFrontends();
  buildApi();

  const instanceEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SECRET_KEY: secret,
    INSTANCE_COUNT: String(count),
    TRUST_PROXY: env.TRUST_PROXY || '127.0.0.1', // HAProxy, on this machine
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || `http://localhost:${port}`,
    ...storageEnv,
  };
  for (let index = 1; index <= count; index += 1) {
    started.instances.push(createInstance({ index, port: port + index, dir, env: instanceEnv, log, onUnexpectedExit: restartDead }));
  }
  // All at once (migrations take an advisory lock); only the first seeds the demo data (npm start's, never in production).
  await Promise.all(started.instances.map((instance, i) => instance.start(i === 0 ? {} : { SEED_DEMO: 'false' })));
  started.haproxy = await startHaproxy({ dir, port, instances: started.instances, log: () => undefined });
  await waitFor(
    async () => {
      const states = await Promise.all(started.instances.map((instance) => serverStat(started.haproxy, instance.name)));
      return states.every((stat) => stat?.status === 'UP');
    },
    30_000,
    'HAProxy to see every instance UP',
  );
  writeState();
  const ports = count === 1 ? `${port + 1}` : `${port + 1}-${port + count}`;
  console.log(
    `Receipts cluster ready on http://localhost:${port}: ${count} instance${count === 1 ? '' : 's'} (ports ${ports}) behind HAProxy, PostgreSQL ${redact(databaseUrl)}, Redis ${redisUrl}, ${storageNote}. Ctrl-C stops it.`,
  );
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** For tests and operators: what runs where (.data/cluster/state.json). */
function writeState() {
  const state = {
    pid: process.pid,
    port,
    haproxy: started.haproxy ? { pid: started.haproxy.child.pid, socket: started.haproxy.socket } : null,
    instances: started.instances.map(({ name, port: instancePort, pid, logPath }) => ({ name, port: instancePort, pid, log: logPath })),
  };
  fs.writeFileSync(path.join(dir, 'state.json'), JSON.stringify(state, null, 2));
}

function restartDead(instance, reason) {
  if (shuttingDown) return;
  log(`${instance.name} exited (${reason}); starting it again`);
  setTimeout(() => {
    if (shuttingDown) return;
    instance
      .start({ SEED_DEMO: 'false' })
      .then(() => {
        writeState();
        log(`${instance.name} is back (pid ${instance.pid})`);
      })
      .catch((error) => log(`${instance.name} did not come back: ${error.message}`));
  }, 1_000);
}

let rolling = null;
async function rollingRestart() {
  if (!started.haproxy || rolling) return;
  log('rolling restart: one instance at a time');
  for (const instance of started.instances) {
    await restartOne(started.haproxy, instance, log);
    writeState();
  }
  log('rolling restart done');
}

async function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  await started.haproxy?.stop();
  await Promise.all(started.instances.map((instance) => instance.stop()));
  await started.s3?.stop();
  fs.rmSync(path.join(dir, 'state.json'), { force: true });
  process.exit(code);
}

process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.on('SIGHUP', () => {
  rolling ??= rollingRestart()
    .catch((error) => log(`rolling restart failed: ${error.message}`))
    .finally(() => (rolling = null));
});

main().catch(async (error) => {
  console.error(`cluster: ${error.message}`);
  await shutdown(1);
});
