import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT, EDGE_ORIGIN, EDGE_PORT, ROOT } from './env';

interface RunningHaproxy {
  child: { kill(signal: NodeJS.Signals): boolean };
  stop(): Promise<void>;
}

/** What scripts/cluster/haproxy.mjs (plain ESM, shared with `npm run cluster`) exports that this uses. */
interface HaproxyScript {
  haproxyMissing(): string | null;
  startHaproxy(options: {
    dir: string;
    port: number;
    instances: { name: string; port: number }[];
    log: (line: string) => void;
  }): Promise<RunningHaproxy>;
}

export interface EdgeProxy {
  /** http://127.0.0.1:<EDGE_PORT>: the site as a fan reaches it through HAProxy. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * HAProxy rendered from deploy/haproxy.cfg by the cluster script's own renderer (the same file `npm run cluster`
 * and a deployment use, edge cache included) with one `server` line: the suite's production server. It passes the
 * Host header through untouched and the server checks no Origin (CSRF is a signed double-submit token, cookies are
 * per host, not per port, and the site's API base is relative), so the page works on HAProxy's port as it would
 * on a real domain. Missing HAProxy is an error, never a skip.
 */
export async function startEdgeProxy(): Promise<EdgeProxy> {
  const script = (await import(path.join(ROOT, 'scripts', 'cluster', 'haproxy.mjs'))) as HaproxyScript;
  const missing = script.haproxyMissing();
  if (missing) throw new Error(missing);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-e2e-edge-'));
  try {
    const haproxy = await script.startHaproxy({
      dir,
      port: EDGE_PORT,
      instances: [{ name: 'api1', port: E2E_PORT }],
      log: () => undefined,
    });
    // Should the test process end without afterAll (a crash, Ctrl-C), HAProxy ends with it.
    const killOnExit = () => haproxy.child.kill('SIGKILL');
    process.once('exit', killOnExit);
    return {
      origin: EDGE_ORIGIN,
      stop: async () => {
        process.off('exit', killOnExit);
        await haproxy.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
