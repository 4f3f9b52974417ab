import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  featureRequestsApi,
  Page,
  requestSignIn,
  Spinner,
  useAuth,
  useCurrentUser,
  useIsStaff,
  type FeatureRequest,
} from '@receipts/shared';
import { RequestForm } from './request-form';
import { RequestItem } from './request-item';
import './feature-requests.css';

export const LOAD_FAILED = 'Failed to load feature requests. Please try again.';

const byVotes = (a: FeatureRequest, b: FeatureRequest) => b.vote_count - a.vote_count || b.id - a.id;

/**
 * `/feature-requests`: what members asked for, most votes first. Members suggest and vote (one vote each); staff set
 * each request's status; visitors read the list and get Log In where they would suggest or vote.
 */
export function FeatureRequestsPage() {
  const user = useCurrentUser();
  const staff = useIsStaff();
  const status = useAuth((state) => state.status);
  const [requests, setRequests] = useState<FeatureRequest[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (status === 'loading') return;
    let live = true;
    featureRequestsApi
      .list()
      .then((answer) => live && setRequests(answer.results))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [status, user?.id]);

  const replace = (changed: FeatureRequest) =>
    setRequests((list) => (list ?? []).map((item) => (item.id === changed.id ? changed : item)).sort(byVotes));

  return (
    <Page title="Feature Requests" subtitle="Receipts is built with its community. Tell us what to build next.">
      <div className="rc-stack">
        <Card>
          {user ? (
            <RequestForm onCreated={(created) => setRequests((list) => [...(list ?? []), created].sort(byVotes))} />
          ) : (
            <>
              <h2>Suggest a feature</h2>
              <p>Log In to suggest a feature or vote for the ones you want.</p>
              <Button variant="primary" onClick={requestSignIn}>
                Log In
              </Button>
            </>
          )}
        </Card>
        <Card>
          <h2>Requests</h2>
          {failed ? (
            <Alert tone="error">{LOAD_FAILED}</Alert>
          ) : !requests ? (
            <Spinner label="Loading feature requests" />
          ) : requests.length === 0 ? (
            <EmptyState>No requests yet. Be the first to suggest one.</EmptyState>
          ) : (
            <ul className="rc-stack" aria-label="Feature requests">
              {requests.map((request) => (
                <RequestItem key={request.id} request={request} signedIn={Boolean(user)} staff={staff} onChange={replace} />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </Page>
  );
}
