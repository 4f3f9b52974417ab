import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';
import { aStatement, apiError, mockEndpoint, signIn, installMockApi } from '@receipts/testing';

// Choosing a league looks up its games (none here: the pick on a game has its own test).
const api = installMockApi(mockEndpoint('games', 'list', { results: [], next_page: null }));
const created = () => api.callsOf('statements.create').map((call) => call.body);

beforeEach(() => {
  signIn();
  sessionStorage.clear();
});

afterEach(() => jest.useRealTimers());

const field = (name: string) => screen.getByRole('textbox', { name });

describe('create form', () => {
  it('creates a prediction, says so, and opens it 1.5 s later', async () => {
    jest.useFakeTimers({ now: new Date('2026-05-20T12:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.use(mockEndpoint('statements', 'create', aStatement({ id: 42 })));
    renderAt('/predictions/new');

    expect(screen.getByRole('heading', { level: 1, name: 'Make a Prediction' })).toBeInTheDocument();
    expect(screen.getByText('Be specific and clear about your prediction (max 255 characters)')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('maxLength', '255');
    const submit = screen.getByRole('button', { name: 'Create Prediction' });
    await user.type(field('Title'), 'Lakers win the title');
    await user.type(field('Description'), 'Depth wins.');
    expect(submit).toBeDisabled();
    await user.type(field('Prediction Choice'), 'Lakers');
    expect(submit).toBeEnabled();

    expect(screen.getByRole('radio', { name: '5 out of 10' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '8 out of 10' }));
    expect(screen.getByText('8/10 – High: 90% sure')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Event Date'), '2026-06-01');
    await user.click(submit);

    expect(await screen.findByText('Prediction shared successfully! Redirecting...')).toBeInTheDocument();
    expect(created()).toEqual([
      {
        title: 'Lakers win the title',
        body: 'Depth wins.',
        statement_type: 'prediction',
        topics: [],
        prediction_choice: 'Lakers',
        confidence_level: 8,
        event_date: '2026-06-01',
      },
    ]);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Current path: /predictions/new')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText('Current path: /statements/42')).toBeInTheDocument();
  });

  it('shares an opinion with its links and goes home when no id comes back', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // Not an answer the API gives (it always sends the id): the page still copes, so it is sent raw.
    api.use(mockEndpoint('statements', 'create', new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } })));
    renderAt('/create-opinion');

    expect(screen.getByRole('heading', { level: 1, name: 'Share Your Take' })).toBeInTheDocument();
    expect(screen.getByText('Keep it bold and attention-grabbing (max 255 characters)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Prediction Choice' })).not.toBeInTheDocument();
    await user.type(field('Title'), 'Refs decide games');
    await user.type(field('Your Take'), 'Every single night.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'League' }), 'NBA');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Los Angeles Lakers');
    await user.click(screen.getByRole('checkbox', { name: 'Playoffs' }));
    await user.click(screen.getByRole('button', { name: 'Share Opinion' }));

    expect(await screen.findByText('Opinion shared successfully! Redirecting...')).toBeInTheDocument();
    expect(created()).toEqual([
      {
        title: 'Refs decide games',
        body: 'Every single night.',
        statement_type: 'opinion',
        league: 'NBA',
        team_a: 'nba-lakers',
        topics: ['playoffs'],
      },
    ]);
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByText('Current path: /')).toBeInTheDocument();
  });

  it('enables team after a league and player after a team, and a new league clears both', async () => {
    renderAt('/opinions/new');
    const team = screen.getByRole('combobox', { name: 'Team' });
    const player = screen.getByRole('combobox', { name: 'Player' });
    expect(team).toBeDisabled();
    expect(player).toBeDisabled();
    // The catalogue is built in: every league is there at once, with no request.
    expect(screen.getAllByRole('option', { name: /^(NBA|NFL|MLB|NHL)$/ })).toHaveLength(4);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'League' }), 'NBA');
    expect(team).toBeEnabled();
    // Every team of the chosen league, by name, and only those; then only the chosen team's players.
    const teams = within(team)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(teams).toHaveLength(31);
    expect(teams.slice(0, 3)).toEqual(['None', 'Atlanta Hawks', 'Boston Celtics']);
    expect(screen.queryByRole('option', { name: 'Kansas City Chiefs' })).not.toBeInTheDocument();
    await userEvent.selectOptions(team, 'Los Angeles Lakers');
    expect(
      within(player)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'LeBron James', 'Luka Dončić', 'Austin Reaves']);
    await userEvent.selectOptions(player, 'LeBron James');
    expect(player).toHaveValue('nba-lebron-james');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'League' }), 'NFL');
    expect(team).toHaveValue('');
    expect(player).toHaveValue('');
    expect(player).toBeDisabled();
  });

  it('switches mode with the toggle', async () => {
    renderAt('/create-opinion');
    await userEvent.click(screen.getByRole('button', { name: 'Prediction' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Make a Prediction' })).toBeInTheDocument();
    expect(field('Description')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Prediction' })).toBeDisabled();
  });

  it.each([
    [() => apiError(400, 'Missing required fields: prediction_choice'), 'Missing required fields: prediction_choice'],
    [() => new Response('Server exploded', { status: 500 }), 'Server exploded'],
    [() => new Response(null, { status: 500 }), 'Failed to create opinion. Please try again.'],
  ])('shows the failure banner', async (answer, message) => {
    api.use(mockEndpoint('statements', 'create', answer));
    renderAt('/opinions/new');
    await userEvent.type(field('Title'), 'Hot');
    await userEvent.type(field('Your Take'), 'Take');
    await userEvent.click(screen.getByRole('button', { name: 'Share Opinion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Share Opinion' })).toBeEnabled();
  });

  it('Cancel goes back', async () => {
    renderAt('/opinions', '/opinions/new');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Current path: /opinions')).toBeInTheDocument();
  });
});
