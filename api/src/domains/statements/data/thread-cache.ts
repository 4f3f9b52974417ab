import type { Comment } from '@receipts/contract';

interface Entry<T> {
  at: number;
  value: Promise<T | null>;
  /** The ids of the thread's comments, once loaded. */
  comments?: readonly number[];
}

/** A thread as every reader shares it: the tree without viewer votes, and that tree's JSON text. */
export interface SharedThread {
  tree: Comment[];
  json: string;
  /** `json` cut at every `"user_vote":null`, in serialisation (pre-)order, and the comment id of each cut. */
  parts: string[];
  order: number[];
}

const NO_VOTE = '"user_vote":null';

function preorder(tree: Comment[], into: number[] = []): number[] {
  for (const comment of tree) {
    into.push(comment.id);
    preorder(comment.replies, into);
  }
  return into;
}

export function shareThread(tree: Comment[]): SharedThread {
  const json = JSON.stringify(tree);
  // A `"user_vote":null` can only be one of ours: inside JSON strings quotes are escaped.
  return { tree, json, parts: json.split(NO_VOTE), order: preorder(tree) };
}

/**
 * The shared thread's JSON with one viewer's votes written in: the text is spliced at each comment's
 * user_vote (no copy of the tree, no second JSON.stringify of a 50 KB thread).
 */
export function threadJsonFor(thread: SharedThread, votes: Map<number, string>): string {
  if (!votes.size) return thread.json;
  if (thread.parts.length !== thread.order.length + 1) throw new Error('thread text does not match its tree');
  let out = thread.parts[0];
  for (let i = 0; i < thread.order.length; i++) {
    const vote = votes.get(thread.order[i]);
    out += (vote ? `"user_vote":${JSON.stringify(vote)}` : NO_VOTE) + thread.parts[i + 1];
  }
  return out;
}

/**
 * Comment threads (without viewer votes) for a couple of seconds. A busy thread is read far more often than it
 * changes: concurrent readers share one database read (single flight) and later ones reuse it until it
 * expires. Every write that changes a thread (comment, comment vote, statement delete), on any instance, drops the
 * entry at once (plugins/caches.ts). A signed-in viewer's own votes are never cached: they are read fresh and laid
 * over the shared tree.
 */
export class ThreadCache<T = SharedThread> {
  private readonly entries = new Map<number, Entry<T>>();

  constructor(
    private readonly ttlMs = 2000,
    private readonly maxEntries = 200,
    private readonly commentsOf: (value: T) => readonly number[] = (value) => (value as { order?: number[] }).order ?? [],
  ) {}

  get(statementId: number, load: () => Promise<T | null>): Promise<T | null> {
    const now = Date.now();
    const hit = this.entries.get(statementId);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const entry: Entry<T> = { at: now, value: load() };
    this.entries.delete(statementId);
    this.entries.set(statementId, entry);
    // A failed load (or a missing statement) is not kept.
    entry.value.then(
      (value) => (value === null ? this.drop(statementId, entry) : (entry.comments = this.commentsOf(value))),
      () => this.drop(statementId, entry),
    );
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as number);
    return entry.value;
  }

  invalidate(statementId: number): void {
    this.entries.delete(statementId);
  }

  /** Drops the thread holding this comment (and any still loading: they may have read it before the change). */
  invalidateComment(commentId: number): void {
    for (const [statementId, entry] of this.entries) {
      if (!entry.comments || entry.comments.includes(commentId)) this.entries.delete(statementId);
    }
  }

  private drop(statementId: number, entry: Entry<T>) {
    if (this.entries.get(statementId) === entry) this.entries.delete(statementId);
  }
}
