import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';
import { aStatement, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';

// Choosing a league looks up its games (none here: the pick on a game has its own test).
const api = installMockApi(mockEndpoint('games', 'list', { results: [], next_page: null }));
const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

describe('confidence rating', () => {
  it('is a labelled radio group the arrow keys move through', async () => {
    signIn();
    renderAt('/predictions/new');
    const group = screen.getByRole('group', { name: 'Confidence Level' });
    expect(within(group).getAllByRole('radio')).toHaveLength(10);
    const five = within(group).getByRole('radio', { name: '5 out of 10' });
    expect(five).toBeChecked();
    five.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '6 out of 10' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '6 out of 10' })).toHaveFocus();
    expect(screen.getByText('6/10 – Moderate: 80% sure')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '4 out of 10' })).toBeChecked();
  });
});

describe('a visitor and the draft', () => {
  it('tells a visitor up front that posting needs a sign-in, with a way back to this form', () => {
    signOut();
    renderAt('/predictions/new');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Posting needs a sign-in.');
    expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fpredictions%2Fnew');
  });

  it('says nothing of the kind to a member', () => {
    signIn();
    renderAt('/opinions/new');
    expect(screen.queryByText(/Posting needs a sign-in/)).not.toBeInTheDocument();
  });

  it('gives every field back after signing in (a reload), and forgets the draft once posted', async () => {
    // The event date must stay today or later whenever this runs.
    jest.useFakeTimers({ now: new Date('2026-05-20T12:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signOut();
    const first = renderAt('/predictions/new');
    await user.type(field('Title'), 'Celtics repeat');
    await user.type(field('Description'), 'Nobody is close.');
    await user.type(field('Prediction Choice'), 'Celtics');
    await user.click(screen.getByRole('radio', { name: '9 out of 10' }));
    await user.type(screen.getByLabelText('Event Date'), '2026-06-20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'League' }), 'NBA');
    await user.click(screen.getByRole('checkbox', { name: 'Playoffs' }));
    first.unmount();

    signIn();
    api.use(mockEndpoint('statements', 'create', aStatement({ id: 77 })));
    renderAt('/predictions/new');
    expect(field('Title')).toHaveValue('Celtics repeat');
    expect(field('Description')).toHaveValue('Nobody is close.');
    expect(field('Prediction Choice')).toHaveValue('Celtics');
    expect(screen.getByRole('radio', { name: '9 out of 10' })).toBeChecked();
    expect(screen.getByLabelText('Event Date')).toHaveValue('2026-06-20');
    expect(screen.getByRole('combobox', { name: 'League' })).toHaveValue('NBA');
    expect(screen.getByRole('checkbox', { name: 'Playoffs' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create Prediction' }));
    expect(await screen.findByText('Prediction shared successfully! Redirecting...')).toBeInTheDocument();
    expect(api.callsOf('statements.create').map((call) => call.body)).toEqual([
      expect.objectContaining({ title: 'Celtics repeat', confidence_level: 9, league: 'NBA', topics: ['playoffs'] }),
    ]);
    expect(sessionStorage.getItem('receipts.createDraft.prediction')).toBeNull();
  });

  it('keeps the mode the fan switched to', async () => {
    signIn();
    const first = renderAt('/opinions/new');
    await userEvent.click(screen.getByRole('button', { name: 'Prediction' }));
    await userEvent.type(field('Title'), 'Switched');
    first.unmount();
    renderAt('/opinions/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Make a Prediction' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Switched');
  });
});
