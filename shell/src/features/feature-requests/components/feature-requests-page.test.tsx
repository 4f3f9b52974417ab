/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onSignInRequest, type FeatureRequest } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint } from '@receipts/testing';
import { makeUser, renderAt, setAuth } from '../../../testing/test-utils';
import { FeatureRequestsPage } from './feature-requests-page';
import { SUBMITTED } from './request-form';

const author = { id: 3, username: 'ideas', display_name: 'Idea Person', photoURL: null };
const item = (id: number, title: string, vote_count: number, extra: Partial<FeatureRequest> = {}): FeatureRequest => ({
  id,
  title,
  description: '',
  status: 'under_review',
  vote_count,
  voted: false,
  author,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const darkMode = item(1, 'Dark mode charts', 4, { description: 'Bright at night.' });
const widgets = item(2, 'Home screen widgets', 2, { status: 'planned' });
const api = installMockApi(
  mockEndpoint('featureRequests', 'list', { results: [darkMode, widgets] }),
  mockEndpoint('featureRequests', 'vote', ({ params }) => ({ ...(params.id === '2' ? widgets : darkMode), vote_count: 5, voted: true })),
  mockEndpoint('featureRequests', 'unvote', () => ({ ...darkMode, voted: false })),
  mockEndpoint('featureRequests', 'create', ({ body }) => item(9, body!.title, 0, { description: body!.description ?? '' })),
  mockEndpoint('featureRequests', 'setStatus', ({ body }) => ({ ...darkMode, status: body!.status })),
);
const row = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('/feature-requests', () => {
  it('shows visitors the list with counts and statuses, and Log In in place of the form and the votes', async () => {
    setAuth(null);
    const opened = jest.fn();
    const stop = onSignInRequest(opened);
    renderAt(<FeatureRequestsPage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Dark mode charts' })).toBeInTheDocument();
    expect(within(row('Home screen widgets')).getByText('Planned')).toBeInTheDocument();
    expect(within(row('Dark mode charts')).getByText('4 votes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In to vote for Dark mode charts' }));
    expect(opened).toHaveBeenCalledTimes(1);
    stop();
  });

  it('lets a member vote, and the list re-orders by votes', async () => {
    setAuth(makeUser());
    renderAt(<FeatureRequestsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Vote for Home screen widgets' }));
    await waitFor(() => expect(within(row('Home screen widgets')).getByText('5 votes')).toBeInTheDocument());
    expect(within(row('Home screen widgets')).getByRole('button', { name: 'Remove vote for Home screen widgets' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Home screen widgets', 'Dark mode charts']);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('submits a request and shows it; a refused one shows the server’s message', async () => {
    setAuth(makeUser());
    renderAt(<FeatureRequestsPage />);
    await userEvent.type(await screen.findByLabelText('Title'), 'Team colour themes');
    await userEvent.type(screen.getByLabelText('Description'), 'Show my team.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(SUBMITTED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Team colour themes' })).toBeInTheDocument();
    expect(api.callsOf('featureRequests.create').map((call) => call.body)).toEqual([
      { title: 'Team colour themes', description: 'Show my team.' },
    ]);

    api.use(mockEndpoint('featureRequests', 'create', apiError(429, 'You can suggest at most 5 features a day.')));
    await userEvent.type(screen.getByLabelText('Title'), 'One more idea');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('You can suggest at most 5 features a day.')).toBeInTheDocument();
  });

  it('refuses a too-short title before asking the server', async () => {
    setAuth(makeUser());
    renderAt(<FeatureRequestsPage />);
    await userEvent.type(await screen.findByLabelText('Title'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Title must be at least 5 characters.');
    expect(api.callsOf('featureRequests.create')).toEqual([]);
  });

  it('lets staff set a status', async () => {
    setAuth(makeUser({ is_staff: true }));
    renderAt(<FeatureRequestsPage />);
    await screen.findByRole('heading', { level: 3, name: 'Dark mode charts' });
    await userEvent.selectOptions(within(row('Dark mode charts')).getByLabelText('Status'), 'Shipped');
    await waitFor(() => expect(within(row('Dark mode charts')).getByText('Shipped', { selector: '.rc-chip' })).toBeInTheDocument());
    expect(api.callsOf('featureRequests.setStatus').map((call) => [call.path, call.body])).toEqual([
      ['/api/feature-requests/1/status/', { status: 'shipped' }],
    ]);
  });
});
