import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { clearQueries, markQueriesStale, updateQuery, writeQuery } from './query-cache';
import { useCachedData } from './use-cached-data';

function Viewer({ id, load, initial }: { id: string; load: (id: string) => Promise<string>; initial?: string }) {
  const { state, reload } = useCachedData(`item:${id}`, () => load(id), initial);
  return (
    <div>
      <p>{state.status === 'success' ? state.data : state.status}</p>
      <button onClick={reload}>reload</button>
    </div>
  );
}

function Switcher({ load }: { load: (id: string) => Promise<string> }) {
  const [id, setId] = useState('a');
  return (
    <>
      <button onClick={() => setId(id === 'a' ? 'b' : 'a')}>switch</button>
      <Viewer id={id} load={load} />
    </>
  );
}

beforeEach(() => clearQueries());

describe('useCachedData', () => {
  it('loads once, then a page mounted later shows the cached answer with no request', async () => {
    const load = jest.fn(async (id: string) => `value ${id}`);
    const first = render(<Viewer id="a" load={load} />);
    expect(await screen.findByText('value a')).toBeInTheDocument();
    first.unmount();
    render(<Viewer id="a" load={load} />);
    expect(screen.getByText('value a')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes one request for two parts of a page that need the same entry at once; a page mounted after both left asks afresh', async () => {
    let answer: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const both = render(
      <>
        <Viewer id="a" load={load} />
        <Viewer id="a" load={load} />
      </>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    both.unmount();
    render(<Viewer id="a" load={load} />);
    expect(load).toHaveBeenCalledTimes(2);
    act(() => answer('value a'));
    expect(await screen.findByText('value a')).toBeInTheDocument();
  });

  it('shows an answer that came with the page at once, and in-place updates made elsewhere', () => {
    const load = jest.fn(async () => 'loaded');
    render(<Viewer id="a" load={load} initial="inlined" />);
    expect(screen.getByText('inlined')).toBeInTheDocument();
    act(() => updateQuery<string>('item:a', (value) => `${value}, voted`));
    expect(screen.getByText('inlined, voted')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads again after a write made the entry stale, but a mounted page keeps showing it meanwhile', async () => {
    writeQuery('item:a', 'old');
    const load = jest.fn(async () => 'new');
    const view = render(<Viewer id="a" load={load} />);
    act(() => markQueriesStale());
    expect(screen.getByText('old')).toBeInTheDocument();
    view.unmount();
    render(<Viewer id="a" load={load} />);
    expect(await screen.findByText('new')).toBeInTheDocument();
  });

  it('switching back to a key seen a moment ago needs no request; reload asks again', async () => {
    const load = jest.fn(async (id: string) => `value ${id}`);
    render(<Switcher load={load} />);
    await screen.findByText('value a');
    act(() => screen.getByText('switch').click());
    await screen.findByText('value b');
    act(() => screen.getByText('switch').click());
    expect(screen.getByText('value a')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    act(() => screen.getByText('reload').click());
    await screen.findByText('value a');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads again when the cache is cleared under a mounted page (sign-in or sign-out)', async () => {
    let calls = 0;
    const load = jest.fn(async () => `answer ${++calls}`);
    render(<Viewer id="a" load={load} />);
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    act(() => clearQueries());
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
  });

  it('a failed load is an error state', async () => {
    render(<Viewer id="a" load={() => Promise.reject(new Error('down'))} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
  });
});
