import { useId, useState } from 'react';
import {
  Button,
  Chip,
  FEATURE_REQUEST_STATUS_LABELS,
  FEATURE_REQUEST_STATUSES,
  featureRequestsApi,
  isApiError,
  notify,
  plural,
  requestSignIn,
  type FeatureRequest,
  type FeatureRequestStatus,
} from '@receipts/shared';

export const VOTE_FAILED = 'Your vote did not go through. Please try again.';

const messageOf = (error: unknown) => (isApiError(error) && typeof error.body === 'object' && error.body?.detail) || VOTE_FAILED;

/**
 * One request: title, description, status and votes. Members vote or take the vote back; visitors get Log In in
 * place of the vote button; staff also set the status.
 */
export function RequestItem({
  request,
  signedIn,
  staff,
  onChange,
}: {
  request: FeatureRequest;
  signedIn: boolean;
  staff: boolean;
  onChange: (request: FeatureRequest) => void;
}) {
  const statusId = useId();
  const [busy, setBusy] = useState(false);
  const author = request.author.display_name || request.author.username;

  async function run(action: () => Promise<FeatureRequest>) {
    setBusy(true);
    try {
      onChange(await action());
    } catch (error) {
      notify(messageOf(error), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="rc-requests__item">
      <div className="rc-requests__votes">
        <strong className="rc-requests__count">{plural(request.vote_count, 'vote')}</strong>
        {signedIn ? (
          <Button
            variant={request.voted ? 'primary' : 'default'}
            aria-pressed={request.voted}
            aria-label={`${request.voted ? 'Remove vote' : 'Vote'} for ${request.title}`}
            disabled={busy}
            onClick={() => void run(() => (request.voted ? featureRequestsApi.unvote(request.id) : featureRequestsApi.vote(request.id)))}
          >
            {request.voted ? 'Voted' : 'Vote'}
          </Button>
        ) : (
          <Button aria-label={`Log In to vote for ${request.title}`} onClick={requestSignIn}>
            Log In
          </Button>
        )}
      </div>
      <div className="rc-requests__body">
        <h3>{request.title}</h3>
        <Chip outlined>{FEATURE_REQUEST_STATUS_LABELS[request.status]}</Chip>
        {request.description && <p>{request.description}</p>}
        <p className="rc-muted">Suggested by {author}</p>
        {staff && (
          <div className="rc-field">
            <label htmlFor={statusId}>Status</label>
            <select
              id={statusId}
              className="rc-input"
              value={request.status}
              disabled={busy}
              onChange={(event) =>
                void run(() => featureRequestsApi.setStatus(request.id, { status: event.target.value as FeatureRequestStatus }))
              }
            >
              {FEATURE_REQUEST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {FEATURE_REQUEST_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </li>
  );
}
