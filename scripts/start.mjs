// `npm start`: build what is not built, then serve the whole site with demo data on one origin.
import { buildFrontends, maybeStartAuthEmulator, startProcess } from './lib.mjs';

buildFrontends();
const emulator = await maybeStartAuthEmulator();
const env = { ...process.env, PORT: process.env.PORT || '8080' };
if (emulator && !env.FIREBASE_AUTH_EMULATOR_HOST) env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
const api = startProcess('api', 'npm', ['start', '-w', 'api'], { env });
const stop = async () => {
  api.kill('SIGTERM');
  await emulator?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', async (code) => {
  await emulator?.stop();
  process.exit(code ?? 0);
});
