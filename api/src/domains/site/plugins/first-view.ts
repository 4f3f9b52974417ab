import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstViewRequest, RenderFirstView } from '@receipts/shared/boot';
import type { ResolvedRemote } from './remote-manifests';

/**
 * Renders the opened page's first view with its remote's own server build (dist/ssr/first-view.js, named
 * in its manifest), from the answers already inlined into the page. A remote redeployed on disk is picked
 * up on the next page (the file's mtime); one that fails to render only costs the fan the early paint.
 */
export function createFirstViewHost(log: FastifyBaseLogger) {
  const loaded = new Map<string, { mtimeMs: number; render: RenderFirstView }>();

  async function rendererAt(file: string): Promise<RenderFirstView> {
    const { mtimeMs } = await fs.promises.stat(file);
    const cached = loaded.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.render;
    const load = createRequire(file);
    delete load.cache[file];
    const render = (load(file) as { renderFirstView?: RenderFirstView }).renderFirstView;
    if (typeof render !== 'function') throw new Error(`${file} exports no renderFirstView`);
    loaded.set(file, { mtimeMs, render });
    return render;
  }

  return async function renderFirstView(remote: ResolvedRemote | undefined, request: FirstViewRequest): Promise<string | null> {
    if (!remote?.firstView) return null;
    try {
      return (await rendererAt(remote.firstView))(request);
    } catch (error) {
      log.warn({ err: error, remote: remote.location.manifest, path: request.pathname }, 'first view not rendered');
      return null;
    }
  };
}
