import { resetFederationGlobalInfo } from '@module-federation/runtime/core';
import { forgetFederation } from '../federation/federation';

/** What a remote's entry script defines on window: its container (init + get), as the MF runtime expects it. */
export interface FakeContainer {
  init: jest.Mock;
  get: jest.Mock;
}

export function fakeContainer(module: unknown, get?: (expose: string) => Promise<() => unknown>): FakeContainer {
  return { init: jest.fn(async () => undefined), get: jest.fn(get ?? (async () => () => module)) };
}

export type Answer = { container: FakeContainer } | 'error' | 'hang' | 'defines-nothing';

/**
 * A fake network for remote entry scripts, under the real MF runtime: each `<script>` the runtime appends is
 * answered by `serve(url)`: it loads (and defines window[name]), fails, never answers, or loads without defining it.
 * Returns the URLs requested, in order.
 */
export function installScriptNetwork(name: string, serve: () => (url: string) => Answer): string[] {
  const requested: string[] = [];
  const head = document.head;
  const append = head.appendChild.bind(head);
  jest.spyOn(head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    append(node);
    if (node instanceof HTMLScriptElement && node.src) {
      requested.push(node.src);
      const answer = serve()(node.src);
      void Promise.resolve().then(() => {
        if (answer === 'hang') return;
        if (answer === 'error') return node.dispatchEvent(new Event('error'));
        if (answer !== 'defines-nothing') (window as unknown as Record<string, unknown>)[name] = answer.container;
        node.dispatchEvent(new Event('load'));
      });
    }
    return node;
  });
  return requested;
}

/** A fresh MF runtime for the next test: no instance, no loaded entries, no remote globals. */
export function resetFederation(...names: string[]): void {
  forgetFederation();
  resetFederationGlobalInfo();
  for (const name of names) delete (window as unknown as Record<string, unknown>)[name];
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
}
