import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface UploadAnswer {
  status: number;
  body?: unknown;
  /** Drop the connection instead of answering (a network failure). */
  hangUp?: boolean;
}

interface Entity {
  name: string;
  slug: string;
  photo_url: string | null;
}

/**
 * A real HTTP server standing in for the API (the component under test talks HTTP to it through jsdom's
 * XMLHttpRequest and the shared client): entities, /api/csrf/, avatar-upload/ and update-photo/.
 * Answers carry CORS headers because the page (http://localhost) and this server are different origins.
 */
export async function startApiServer(entities: Record<string, Entity>) {
  const seen: SeenRequest[] = [];
  const uploadAnswers: UploadAnswer[] = [];
  let gate: Promise<void> | null = null;
  let csrfCount = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks)));
  });

  function send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'X-CSRFToken, Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const path = (req.url ?? '').split('?')[0];
    seen.push({ method: req.method ?? '', path, headers: req.headers, body });

    if (path === '/api/csrf/') return send(res, 200, { csrfToken: `csrf-${(csrfCount += 1)}` });
    const match = /^\/api\/(commentators|podcasts|shows)\/([^/]+)\/(avatar-upload\/|update-photo\/)?$/.exec(path);
    const entity = match && entities[`${match[1]}/${decodeURIComponent(match[2])}`];
    if (!match || !entity) return send(res, 404, { detail: 'Not found.' });
    if (req.method === 'GET' && !match[3]) return send(res, 200, entity);
    if (req.method === 'POST' && match[3] === 'avatar-upload/') {
      if (gate) await gate;
      const answer = uploadAnswers.shift() ?? { status: 200 };
      if (answer.hangUp) return void req.socket.destroy();
      const url = `http://127.0.0.1:${port}/uploads/${match[1]}/${entity.slug}/1700000000000-face.jpg`;
      return send(
        res,
        answer.status,
        answer.body ?? { url, key: url.split('/uploads/')[1], content_type: 'image/jpeg', size: body.length },
      );
    }
    if (req.method === 'PATCH' && match[3] === 'update-photo/') {
      entity.photo_url = (JSON.parse(body.toString('utf8')) as { photo_url: string }).photo_url;
      return send(res, 200, entity);
    }
    return send(res, 405, { detail: 'Method not allowed.' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;

  return {
    base: `http://127.0.0.1:${port}/api`,
    seen,
    /** What the next avatar-upload/ calls answer (default: 200 with a URL). */
    answerUploads: (...answers: UploadAnswer[]) => uploadAnswers.push(...answers),
    /** Holds avatar-upload/ answers until the returned function is called. */
    holdUploads() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    requests: (method: string, suffix: string) => seen.filter((r) => r.method === method && r.path.endsWith(suffix)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>;
