import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { FeedSort } from '../components/feed-sort';
import { useFeedOrder } from './use-feed-order';

/**
 * A page for the new order that is still on its way: the router's transition to it cannot commit yet. (A thrown
 * promise, not `use`: jsdom's act never retried a render suspended on `use` once the promise settled.)
 */
let arrival: { promise: Promise<void>; resolve: () => void; done: boolean };
function newArrival() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = () => {
      arrival.done = true;
      done();
    };
  });
  arrival = { promise, resolve: () => resolve(), done: false };
}

function OrderedPage() {
  const { search } = useLocation();
  if (search.includes('sort=top') && !arrival.done) throw arrival.promise;
  return <p>Showing {search || 'the default order'}</p>;
}

function Feed() {
  const { order, setOrder } = useFeedOrder();
  return (
    <>
      <FeedSort order={order} onChange={setOrder} />
      <Suspense fallback={<p>Loading</p>}>
        <OrderedPage />
      </Suspense>
    </>
  );
}

describe('useFeedOrder', () => {
  beforeEach(newArrival);

  it('shows the chosen order at the tap, while the page for it is still on its way', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Feed />
      </MemoryRouter>,
    );
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Top' }));
    // The URL's page has not committed (no fallback replaced the list), yet the choice and Top's window show.
    expect(screen.getByText('Showing the default order')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Top' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'New' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Top of' })).toHaveDisplayValue('This week');

    await act(async () => arrival.resolve());
    expect(await screen.findByText('Showing ?sort=top')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Top' })).toBeChecked();
  });

  it('goes back to the URL’s order once the change is done (the URL stays the one source)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/?sort=hot']}>
        <Feed />
      </MemoryRouter>,
    );
    expect(screen.getByRole('radio', { name: 'Hot' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'New' }));
    expect(await screen.findByText('Showing the default order')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();
  });
});
