import { streamHub } from './stream-hub';
import { memoryStreamRegistry, type StreamRegistry } from './stream-registry';

/*
 * The hub's promise to a client: once a stream has shown its first count, every instance's writer can see it in the
 * registry, so nothing written after that is rendered for no one. On many instances the registry is Redis, whose
 * answer can come late on a busy host; here it is held back on purpose.
 */
function slowRegistry(): { registry: StreamRegistry; release(): void } {
  const inner = memoryStreamRegistry(() => 5);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    registry: {
      ...inner,
      origin: inner.origin,
      add: async (userId, streamId) => {
        await held;
        return inner.add(userId, streamId);
      },
    },
    release,
  };
}

describe('streamHub.open', () => {
  it('shows the first count only once the stream is registered for every instance to see', async () => {
    const { registry, release } = slowRegistry();
    const hub = streamHub(
      { after: async () => [], unreadCount: async () => 4, liveSessions: async (ids) => new Set(ids) },
      {
        heartbeatMs: 60_000,
        registry,
        replaceElsewhere: () => undefined,
        onError: (error) => {
          throw error;
        },
      },
    );
    const written: string[] = [];
    const session = { userId: 7, sessionId: 's', expiresAt: new Date(Date.now() + 60_000) };
    const opening = hub.open(session, null, { write: (text) => void written.push(text), end: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toEqual([]);
    expect(await registry.watched([7])).toEqual(new Set());

    release();
    const stream = await opening;
    await stream.queue;
    expect(await registry.watched([7])).toEqual(new Set([7]));
    expect(written).toEqual(['event: unread\ndata: {"unread_count":4}\n\n']);
    hub.close(stream);
  });
});
