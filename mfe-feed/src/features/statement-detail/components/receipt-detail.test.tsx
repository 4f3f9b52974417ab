import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOT_A_RECEIPT, Toaster, type SourceCheckResponse } from '@receipts/shared';
import { aReceipt, apiError, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';
import { CHECK_NOT_COUNTED } from './source-check';

const api = installMockApi(mockEndpoint('comments', 'list', []));

beforeEach(() => signOut());

const receipt = aReceipt({
  id: 9,
  title: 'Nuggets win it all',
  user: { id: 2, username: 'poster', display_name: 'Poster', photoURL: null },
});

describe('a receipt on its detail page', () => {
  it('says who said it, when, and links the source as user content in a new tab', async () => {
    api.use(mockEndpoint('statements', 'get', receipt));
    renderAt('/statements/9');
    const card = await screen.findByRole('article', { name: 'Nuggets win it all' });
    expect(within(card).getByText('Said by', { exact: false })).toHaveTextContent('Said by Ana Alvarez');
    expect(within(card).getByRole('link', { name: 'Ana Alvarez' })).toHaveAttribute('href', '/commentators/ana-alvarez');
    expect(within(card).getByText('Nov 18, 2026')).toBeInTheDocument();
    const source = within(card).getByRole('link', { name: 'Source' });
    expect(source).toHaveAttribute('href', 'https://example.test/episode-12');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(within(card).getByText('“They win it all.”')).toBeInTheDocument();
    expect(within(card).getByText('Source unconfirmed')).toBeInTheDocument();
  });

  it('lets a member confirm the source, then withdraw it', async () => {
    signIn({ id: 7 });
    api.use(mockEndpoint('statements', 'get', receipt));
    let confirmed = false;
    api.use(
      mockEndpoint('statements', 'sourceCheck', (): SourceCheckResponse => {
        confirmed = !confirmed;
        return {
          verdict: confirmed ? 'confirm' : null,
          counted: confirmed ? true : null,
          source_status: confirmed ? 'confirmed' : 'unconfirmed',
          source_confirms: confirmed ? 3 : 2,
          source_disputes: 0,
          source_uncounted_confirms: 0,
          source_uncounted_disputes: 0,
        };
      }),
    );
    renderAt('/statements/9');
    const check = await screen.findByRole('region', { name: 'Source check' });
    await userEvent.click(within(check).getByRole('button', { name: 'Confirm source' }));
    expect(await within(check).findByText(/3 confirmed · 0 disputed/)).toBeInTheDocument();
    expect(within(check).getByRole('button', { name: 'Confirm source' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Source confirmed')).toBeInTheDocument();
    await userEvent.click(within(check).getByRole('button', { name: 'Confirm source' }));
    expect(await within(check).findByText(/2 confirmed · 0 disputed/)).toBeInTheDocument();
    expect(within(check).getByRole('button', { name: 'Confirm source' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsOf('statements.sourceCheck').map((call) => call.body)).toEqual([{ verdict: 'confirm' }, { verdict: 'confirm' }]);
    expect(within(check).queryByText(/not counted/)).not.toBeInTheDocument();
  });

  it('shows the checks that do not count apart, and tells a member whose check does not count yet', async () => {
    signIn({ id: 7 });
    api.use(mockEndpoint('statements', 'get', { ...receipt, source_confirms: 1, source_uncounted_confirms: 2 }));
    api.use(
      mockEndpoint('statements', 'sourceCheck', (): SourceCheckResponse => ({
        verdict: 'confirm',
        counted: false,
        source_status: 'unconfirmed',
        source_confirms: 1,
        source_disputes: 0,
        source_uncounted_confirms: 3,
        source_uncounted_disputes: 0,
      })),
    );
    renderAt('/statements/9');
    const check = await screen.findByRole('region', { name: 'Source check' });
    expect(within(check).getByText(/1 confirmed · 0 disputed/)).toBeInTheDocument();
    expect(within(check).getByText('2 more checks from newer accounts, not counted (2 confirmed · 0 disputed)')).toBeInTheDocument();
    await userEvent.click(within(check).getByRole('button', { name: 'Confirm source' }));
    expect(await within(check).findByText('3 more checks from newer accounts, not counted (3 confirmed · 0 disputed)')).toBeInTheDocument();
    expect(within(check).getByRole('status')).toHaveTextContent(CHECK_NOT_COUNTED);
    expect(within(check).getByText(/1 confirmed · 0 disputed/)).toBeInTheDocument();
    expect(screen.getByText('Source unconfirmed')).toBeInTheDocument();
  });

  it('tells the poster that others check it', async () => {
    signIn({ id: 2, username: 'poster' });
    api.use(mockEndpoint('statements', 'get', receipt));
    renderAt('/statements/9');
    expect(await screen.findByText('Other members check the source of the receipts you post.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm source' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when a check is refused', async () => {
    render(<Toaster />);
    signIn({ id: 7 });
    api.use(
      mockEndpoint('statements', 'get', receipt),
      mockEndpoint('statements', 'sourceCheck', () => apiError(400, NOT_A_RECEIPT)),
    );
    renderAt('/statements/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Dispute source' }));
    expect(await within(screen.getByRole('status', { name: 'Notifications' })).findByText(NOT_A_RECEIPT)).toBeInTheDocument();
  });

  it('lets staff settle the source either way', async () => {
    signIn({ id: 9, is_staff: true });
    api.use(
      mockEndpoint('statements', 'get', receipt),
      mockEndpoint('statements', 'outcomeHistory', []),
      mockEndpoint('statements', 'sourceStatus', ({ body = { source_status: 'confirmed' as const } }) =>
        aReceipt({
          ...receipt,
          source_status: body.source_status,
          attribution: { ...receipt.attribution!, source_status: body.source_status },
        }),
      ),
    );
    renderAt('/statements/9');
    const check = await screen.findByRole('region', { name: 'Source check' });
    await userEvent.click(within(check).getByRole('button', { name: 'Mark source verified' }));
    expect(await screen.findByText('Source confirmed')).toBeInTheDocument();
    expect(within(check).getByRole('button', { name: 'Mark source verified' })).toBeDisabled();
    expect(api.callsOf('statements.sourceStatus').map((call) => call.body)).toEqual([{ source_status: 'confirmed' }]);
  });
});
