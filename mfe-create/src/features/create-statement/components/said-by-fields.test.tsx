import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAID_AT_IN_FUTURE, SAID_AT_TOO_EARLY, SOURCE_URL_INVALID, SOURCE_URL_NOT_PUBLIC, unknownPunditMessage } from '@receipts/shared';
import { aCommentator, aPodcast, aReceipt, apiError, installMockApi, mockEndpoint, signIn } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';
import { SAID_AT_REQUIRED, SOURCE_REQUIRED } from '../api/attribution';

const api = installMockApi(
  mockEndpoint('commentators', 'list', ({ query }) =>
    String(query.search).toLowerCase().startsWith('an') ? [aCommentator({ slug: 'ana-alvarez', name: 'Ana Alvarez' })] : [],
  ),
  mockEndpoint('podcasts', 'list', ({ query }) =>
    String(query.search).toLowerCase().startsWith('an') ? [aPodcast({ slug: 'and-one', name: 'And One' })] : [],
  ),
  mockEndpoint('shows', 'list', []),
);
const created = () => api.callsOf('statements.create').map((call) => call.body);

beforeEach(() => {
  signIn();
  sessionStorage.clear();
});

afterEach(() => jest.useRealTimers());

async function fillPrediction(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Nuggets win it all');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'She said it on the show.');
  await user.type(screen.getByRole('textbox', { name: 'Prediction Choice' }), 'Nuggets');
}

async function pickAna(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('searchbox', { name: 'Who said it?' }), 'ana');
  const found = await screen.findByRole('list', { name: 'People and shows found' });
  expect(
    within(found)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Ana Alvarez · Commentator', 'And One · Podcast']);
  await user.click(within(found).getByRole('button', { name: /Ana Alvarez/ }));
}

describe('Said by', () => {
  it('posts a receipt of what a commentator said, found by searching the directory', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.use(mockEndpoint('statements', 'create', aReceipt({ id: 42 })));
    renderAt('/predictions/new');
    await fillPrediction(user);
    await pickAna(user);
    expect(screen.getByText('Ana Alvarez')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Source link' }), 'https://example.test/clip');
    await user.type(screen.getByLabelText('Date said'), '2026-11-18');
    await user.type(screen.getByRole('textbox', { name: 'Quote (optional)' }), 'They win it all.');
    await user.click(screen.getByRole('button', { name: 'Create Prediction' }));
    expect(await screen.findByText('Prediction shared successfully! Redirecting...')).toBeInTheDocument();
    expect(created()[0]).toMatchObject({
      attribution: {
        kind: 'commentator',
        slug: 'ana-alvarez',
        source_url: 'https://example.test/clip',
        said_at: '2026-11-18',
        quote: 'They win it all.',
      },
    });
  });

  it('shows each field’s own message before sending, and sends nothing', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/predictions/new');
    await fillPrediction(user);
    await pickAna(user);
    await user.click(screen.getByRole('button', { name: 'Create Prediction' }));
    expect(screen.getByRole('textbox', { name: 'Source link' })).toHaveAccessibleDescription(SOURCE_REQUIRED);
    expect(screen.getByLabelText('Date said')).toHaveAccessibleDescription(SAID_AT_REQUIRED);
    await user.type(screen.getByRole('textbox', { name: 'Source link' }), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Date said'), '2026-11-21');
    expect(screen.getByRole('textbox', { name: 'Source link' })).toHaveAccessibleDescription(SOURCE_URL_INVALID);
    expect(screen.getByLabelText('Date said')).toHaveAccessibleDescription(SAID_AT_IN_FUTURE);
    await user.clear(screen.getByLabelText('Date said'));
    await user.type(screen.getByLabelText('Date said'), '1899-12-31');
    expect(screen.getByLabelText('Date said')).toHaveAccessibleDescription(SAID_AT_TOO_EARLY);
    expect(created()).toEqual([]);
  });

  it('shows the server’s refusal of a source that is not a public address under the source field', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.use(
      mockEndpoint('statements', 'create', () =>
        apiError(400, `Invalid input: attribution.source_url: ${SOURCE_URL_NOT_PUBLIC}`, {
          errors: { 'body.attribution.source_url': [SOURCE_URL_NOT_PUBLIC] },
        }),
      ),
    );
    renderAt('/predictions/new');
    await fillPrediction(user);
    await pickAna(user);
    await user.type(screen.getByRole('textbox', { name: 'Source link' }), 'http://169.254.169.254/latest');
    await user.type(screen.getByLabelText('Date said'), '2026-11-18');
    await user.click(screen.getByRole('button', { name: 'Create Prediction' }));
    await screen.findAllByRole('alert');
    expect(screen.getByRole('textbox', { name: 'Source link' })).toHaveAccessibleDescription(SOURCE_URL_NOT_PUBLIC);
  });

  it('shows the server’s message under the field it is about, and keeps what was typed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const message = unknownPunditMessage('commentator');
    api.use(
      mockEndpoint('statements', 'create', () =>
        apiError(400, `Invalid input: attribution.slug: ${message}`, { errors: { 'body.attribution.slug': [message] } }),
      ),
    );
    renderAt('/predictions/new');
    await fillPrediction(user);
    await pickAna(user);
    await user.type(screen.getByRole('textbox', { name: 'Source link' }), 'https://example.test/clip');
    await user.type(screen.getByLabelText('Date said'), '2026-11-18');
    await user.click(screen.getByRole('button', { name: 'Create Prediction' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(message);
    expect(screen.getByRole('textbox', { name: 'Source link' })).toHaveValue('https://example.test/clip');
  });

  it('can be removed: the take is the fan’s own again', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.use(mockEndpoint('statements', 'create', aReceipt({ id: 43 })));
    renderAt('/predictions/new');
    await fillPrediction(user);
    await pickAna(user);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Create Prediction' }));
    await screen.findByText('Prediction shared successfully! Redirecting...');
    expect(created()[0]).not.toHaveProperty('attribution');
  });
});
