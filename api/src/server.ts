import { loadConfig } from './config';
import { instanceProblems, productionProblems } from './config-guards';
import { openDatabase } from './db';
import { buildApp } from './app';
import { seedDemoData } from './seed';

/** How long a stopping instance lets the requests in flight finish before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
  const shared = instanceProblems(config);
  if (shared.length > 0) throw new Error(`Refusing to start:\n- ${shared.join('\n- ')}`);
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.pgPoolSize });
  await database.migrate(); // under an advisory lock on PostgreSQL: instances starting together take turns
  if (config.seedDemo) await seedDemoData(database.db, config.trackRecordTimeZone);
  const app = await buildApp({ config, database, logger: true });

  // SIGTERM (a rolling restart, the process manager) or SIGINT: stop accepting (the listener closes, /api/ready and
  // every new request on a kept-alive connection answer 503 so the balancer moves on), let the requests in flight
  // finish for up to SHUTDOWN_GRACE_MS, run the plugins' onClose hooks (Redis, mail), then close the pools.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: instance ${config.instanceId} stopping (requests in flight get up to ${SHUTDOWN_GRACE_MS / 1000} s)`);
    const grace = setTimeout(() => {
      app.log.warn('shutdown: requests still in flight after the grace period; closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    grace.unref();
    let code = 0;
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    }
    clearTimeout(grace);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Receipts is up on ${config.publicOrigin} (instance ${config.instanceId}, database: ${database.kind}, ${config.redisUrl ? 'Redis' : 'no Redis: limits and caches in process'})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
