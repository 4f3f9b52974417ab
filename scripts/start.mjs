// `npm start`: build what is not built, then serve the whole site with demo data on one origin.
import { API_SERVER, buildApi, buildFrontends, maybeStartAuthEmulator, startProcess } from './lib.mjs';

buildFrontends();
buildApi();
const emulator = await maybeStartAuthEmulator();
const env = { ...process.env, PORT: process.env.PORT || '8080' };
if (emulator && !env.FIREBASE_AUTH_EMULATOR_HOST) env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
// The compiled server, run by this very Node (the pinned one npm put on PATH): `ps` shows `node …/api/dist/server.js`.
const api = startProcess('api', process.execPath, [API_SERVER], { env });
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
