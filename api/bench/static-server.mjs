// Baseline for the benchmark: Fastify answering a fixed JSON payload with no database and no work, so the
// machine's ceiling for a response of that size can be compared with the real endpoint.
import fs from 'node:fs';
import Fastify from 'fastify';

const payload = fs.readFileSync(process.env.PAYLOAD_FILE, 'utf8');
const app = Fastify({ logger: false });
app.get('/payload', async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
