import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { holdContent } from '@receipts/testing';
import { FeedSort } from '../components/feed-sort';
import { useFeedOrder } from './use-feed-order';

let topPage: ReturnType<typeof holdContent>;

/** The list for the URL's order; Top's is still on its way until released. */
function OrderedList() {
  const { search } = useLocation();
  topPage.suspendWhile(search.includes('sort=top'));
  return <p>Showing {search || 'the default order'}</p>;
}

function Feed() {
  const { order, setOrder } = useFeedOrder();
  return (
    <>
      <FeedSort order={order} onChange={setOrder} />
      <Suspense fallback={<p>Loading</p>}>
        <OrderedList />
      </Suspense>
    </>
  );
}

const renderFeedAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Feed />
    </MemoryRouter>,
  );

describe('useFeedOrder', () => {
  beforeEach(() => {
    topPage = holdContent();
  });

  it('shows the chosen order at the tap, while the page for it is still on its way', async () => {
    const user = userEvent.setup();
    renderFeedAt('/');
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Top' }));
    // The URL's page has not committed (the list is still New's), yet the choice and Top's window show.
    expect(screen.getByText('Showing the default order')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Top' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'New' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Top of' })).toHaveDisplayValue('This week');

    await topPage.release();
    expect(await screen.findByText('Showing ?sort=top')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Top' })).toBeChecked();
  });

  it('goes back to the URL’s order once the change is done (the URL stays the one source)', async () => {
    const user = userEvent.setup();
    renderFeedAt('/?sort=hot');
    expect(screen.getByRole('radio', { name: 'Hot' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'New' }));
    expect(await screen.findByText('Showing the default order')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();
  });
});
