import { Link } from 'react-router-dom';
import { Alert, Button, EmptyState, MAX_PER_PAGE, Page, Spinner, plural, type ActivityComment, type ActivityVote } from '@receipts/shared';
import { RequireSignIn } from '../../common';
import { useActivityPages, type ActivityKind } from '../hooks/use-activity-pages';
import { CommentItems, VoteItems } from './activity-items';
import { ACTIVITY_ERROR } from './my-activity-page';

const WORDS: Record<ActivityKind, { title: string; one: string; empty: string }> = {
  votes: { title: 'My Votes', one: 'vote', empty: 'No votes yet.' },
  comments: { title: 'My Comments', one: 'comment', empty: 'No comments yet.' },
};

/** Every vote or comment of the member's, newest first, 50 at a time ("Show more"). */
function AllActivity({ kind }: { kind: ActivityKind }) {
  const words = WORDS[kind];
  const { state, hasMore, loadingMore, moreFailed, loadMore } = useActivityPages(kind, MAX_PER_PAGE);
  return (
    <Page
      title={words.title}
      actions={
        <Link className="rc-button" to={`/my-activity?tab=${kind}`}>
          Back to My Activity
        </Link>
      }
    >
      {state.status === 'loading' && <Spinner label={`Loading ${words.title}`} />}
      {state.status === 'error' && <Alert>{ACTIVITY_ERROR}</Alert>}
      {state.status === 'success' && state.data.results.length === 0 && <EmptyState>{words.empty}</EmptyState>}
      {state.status === 'success' && state.data.results.length > 0 && (
        <>
          <p className="rc-muted" style={{ marginTop: 0 }}>
            {plural(state.data.count, words.one)}
          </p>
          {kind === 'votes' ? (
            <VoteItems items={state.data.results as ActivityVote[]} />
          ) : (
            <CommentItems items={state.data.results as ActivityComment[]} />
          )}
        </>
      )}
      {moreFailed && <Alert>{ACTIVITY_ERROR}</Alert>}
      {hasMore && <p>{loadingMore ? <Spinner label="Loading more" /> : <Button onClick={() => void loadMore()}>Show more</Button>}</p>}
    </Page>
  );
}

export const MyVotesPage = () => (
  <RequireSignIn>
    <AllActivity kind="votes" />
  </RequireSignIn>
);

export const MyCommentsPage = () => (
  <RequireSignIn>
    <AllActivity kind="comments" />
  </RequireSignIn>
);
