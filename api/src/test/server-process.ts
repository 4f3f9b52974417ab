import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What the server wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean shutdown), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** The sources through tsx, or the compiled JavaScript `npm start` runs (`npm run build -w api` first). */
const COMMANDS = { source: ['--import', 'tsx', 'src/server.ts'], compiled: ['dist/server.js'] } as const;

/**
 * How long a start may take. On a fresh embedded data directory it takes about 13 s on a quiet two-core host (half of
 * it creating the database), but beside CI's other lanes (10 and more runnable processes on two cores) the process gets
 * a fraction of a core, and a first start once took longer than 90 s with nothing wrong.
 */
export const SERVER_START_TIMEOUT_MS = 240_000;

/**
 * The real server as a child process on 127.0.0.1 and a free port, resolved once `/api/health` answers 200
 * (a database write). `env` is added to the parent's environment.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = SERVER_START_TIMEOUT_MS,
  build: keyof typeof COMMANDS = 'source',
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...COMMANDS[build]], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was up:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    child,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
