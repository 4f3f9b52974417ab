import { act, render, screen } from '@testing-library/react';
import { useAsyncData } from './use-async-data';

function Probe({ load, initial, id }: { load: () => Promise<string>; initial?: string; id: number }) {
  const { state, reload } = useAsyncData(load, [id], initial);
  return (
    <>
      <p>{state.status === 'success' ? state.data : state.status}</p>
      <button type="button" onClick={reload}>
        reload
      </button>
    </>
  );
}

describe('useAsyncData', () => {
  it('loads on mount when no data is at hand', async () => {
    const load = jest.fn().mockResolvedValue('loaded');
    render(<Probe load={load} id={1} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows initial data in the first render and loads only when the deps change or on reload', async () => {
    const load = jest.fn().mockResolvedValue('fresh');
    const { rerender } = render(<Probe load={load} initial="inlined" id={1} />);
    expect(screen.getByText('inlined')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    rerender(<Probe load={load} initial="inlined" id={2} />);
    expect(await screen.findByText('fresh')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button', { name: 'reload' }).click());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
