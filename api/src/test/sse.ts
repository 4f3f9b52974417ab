/** One Server-Sent Event as a browser's EventSource sees it; `comment` for a `:` line (heartbeats). */
export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

/**
 * A stream read over a real socket with fetch, parsed as the EventSource spec says (fields, blank line ends an
 * event, `:` lines are comments). `until` waits for an event matching a test, failing after `timeoutMs`.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    let current: SseEvent = { event: 'message', id: null, data: '' };
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (current.data || current.event !== 'message') events.push(current);
            current = { event: 'message', id: null, data: '' };
          } else if (line.startsWith(':')) events.push({ event: 'comment', id: null, data: line.slice(1).trim() });
          else {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') current.event = value;
            if (field === 'id') current.id = value;
            if (field === 'data') current.data += current.data ? `\n${value}` : value;
          }
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  };
  void read();
  return {
    status: response.status,
    headers: response.headers,
    events,
    get ended() {
      return ended;
    },
    async until(test: (event: SseEvent) => boolean, timeoutMs = 5_000): Promise<SseEvent> {
      const started = Date.now();
      for (;;) {
        const found = events.find(test);
        if (found) return found;
        if (ended) throw new Error(`stream ended; events: ${JSON.stringify(events)}`);
        const left = timeoutMs - (Date.now() - started);
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; events: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
    },
    close: () => abort.abort(),
  };
}
