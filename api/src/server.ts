import { loadConfig } from './config';
import { productionProblems } from './config-guards';
import { openDatabase } from './db';
import { buildApp } from './app';
import { seedDemoData } from './seed';

async function main() {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.pgPoolSize });
  await database.migrate();
  if (config.seedDemo) await seedDemoData(database.db, config.trackRecordTimeZone);
  const app = await buildApp({ config, database, logger: true });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Receipts is up on ${config.publicOrigin} (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
