import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';
import { aStatement, installMockApi, mockEndpoint, signIn } from '@receipts/testing';

const api = installMockApi();
const field = (name: string) => screen.getByRole('textbox', { name });
const PAST = 'Event date must be today or later.';

beforeEach(() => {
  signIn();
  sessionStorage.clear();
  // Late evening in UTC, already the next day east of it: the site's day (UTC) is what counts.
  jest.useFakeTimers({ now: new Date('2026-05-20T23:30:00Z') });
});

afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

async function fillPrediction(user: ReturnType<typeof setup>, eventDate: string) {
  await user.type(field('Title'), 'Knicks in five');
  await user.type(field('Description'), 'Depth.');
  await user.type(field('Prediction Choice'), 'Knicks');
  await user.type(screen.getByLabelText('Event Date'), eventDate);
}

describe('event date', () => {
  it('starts at today in the site time zone and says so as soon as a past day is chosen', async () => {
    const user = setup();
    renderAt('/predictions/new');
    const date = screen.getByLabelText('Event Date');
    expect(date).toHaveAttribute('min', '2026-05-20');
    expect(screen.queryByText(PAST)).not.toBeInTheDocument();

    await user.type(date, '2026-05-19');
    expect(screen.getByRole('alert')).toHaveTextContent(PAST);
    expect(date).toBeInvalid();
    expect(date).toHaveAccessibleDescription(PAST);

    await user.clear(date);
    await user.type(date, '2026-05-20');
    expect(screen.queryByText(PAST)).not.toBeInTheDocument();
    expect(date).toBeValid();
  });

  it('refuses a past day on submit without asking the API, then posts once the day is fixed', async () => {
    const user = setup();
    api.use(mockEndpoint('statements', 'create', aStatement({ id: 7 })));
    renderAt('/predictions/new');
    await fillPrediction(user, '2026-01-02');

    await user.click(screen.getByRole('button', { name: 'Create Prediction' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PAST);
    expect(screen.getByLabelText('Event Date')).toHaveFocus();
    expect(api.callsOf('statements.create')).toEqual([]);

    await user.clear(screen.getByLabelText('Event Date'));
    await user.type(screen.getByLabelText('Event Date'), '2026-05-21');
    await user.click(screen.getByRole('button', { name: 'Create Prediction' }));
    expect(await screen.findByText('Prediction shared successfully! Redirecting...')).toBeInTheDocument();
    expect(api.callsOf('statements.create').map((call) => (call.body as { event_date?: string }).event_date)).toEqual(['2026-05-21']);
  });

  it('keeps a past day in the draft and points at it when the form comes back', async () => {
    const user = setup();
    const first = renderAt('/predictions/new');
    await fillPrediction(user, '2026-05-01');
    first.unmount();

    renderAt('/predictions/new');
    expect(screen.getByLabelText('Event Date')).toHaveValue('2026-05-01');
    expect(screen.getByRole('alert')).toHaveTextContent(PAST);
  });

  it('does not hold up an opinion, which has no event date', async () => {
    const user = setup();
    api.use(mockEndpoint('statements', 'create', aStatement({ id: 8, statement_type: 'opinion' })));
    renderAt('/predictions/new');
    await fillPrediction(user, '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Opinion' }));
    expect(screen.queryByText(PAST)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share Opinion' }));
    expect(await screen.findByText('Opinion shared successfully! Redirecting...')).toBeInTheDocument();
    expect(api.callsOf('statements.create')[0]?.body).not.toHaveProperty('event_date');
  });
});
