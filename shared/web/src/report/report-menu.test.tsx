import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';
import { onSignInRequest, Toaster } from '@receipts/shared';
import { ReportMenu } from './report-menu';

const target = { type: 'statement' as const, id: 41, authorId: 12, label: 'Celtics in six' };
const api = installMockApi(
  mockEndpoint('reports', 'create', ({ body }) => ({
    id: 1,
    target_type: body!.target_type,
    target_id: body!.target_id,
    reason: body!.reason,
    note: body!.note ?? null,
    updated: false,
  })),
);

const show = () =>
  render(
    <>
      <ReportMenu target={target} />
      <Toaster />
    </>,
  );

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'More actions for Celtics in six' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report this post' });
}

describe('Report', () => {
  it('is offered to members, not to the author', () => {
    signIn({ id: 12 });
    const again = show();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    again.unmount();
  });

  it("asks a visitor to log in, with a 'Log In' that opens the sign-in dialog here", async () => {
    signOut();
    const opened = jest.fn();
    const stop = onSignInRequest(opened);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Celtics in six' }));
    expect(await screen.findByText('Please login to report')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Report' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Please login to report')).not.toBeInTheDocument();
    stop();
  });

  it('sends the reason and note from the dialog and confirms with a toast', async () => {
    signIn({ id: 7 });
    show();
    await openDialog();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Misleading about a result' }));
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'The score was 3-1');
    expect(screen.getByText('17/500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks for your report. Our moderators will review it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsOf('reports.create').map((call) => call.body)).toEqual([
      { target_type: 'statement', target_id: 41, reason: 'misleading_result', note: 'The score was 3-1' },
    ]);
  });

  it('keeps the dialog open with the API’s message when the report is refused', async () => {
    signIn({ id: 7 });
    api.use(mockEndpoint('reports', 'create', apiError(403, 'Your account is suspended until 2 December 2026 at 18:00 UTC.')));
    show();
    const dialog = await openDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Your account is suspended until 2 December 2026 at 18:00 UTC.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Spam' })).toBeChecked();
  });

  it('caps the note at 500 characters', async () => {
    signIn({ id: 7 });
    show();
    await openDialog();
    expect(screen.getByLabelText('Note (optional)')).toHaveAttribute('maxLength', '500');
  });
});
