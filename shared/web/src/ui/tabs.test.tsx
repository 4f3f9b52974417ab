import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const TABS = [
  { value: 'one', label: 'One' },
  { value: 'two', label: 'Two' },
  { value: 'three', label: 'Three' },
];

function Uncontrolled() {
  return (
    <Tabs label="Numbers" tabs={TABS}>
      {(value) => <p>Panel {value}</p>}
    </Tabs>
  );
}

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('two');
  return (
    <Tabs
      label="Numbers"
      tabs={TABS}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      {(current) => <p>Panel {current}</p>}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a labelled tab list whose tabs control a labelled panel', () => {
    render(<Uncontrolled />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'One' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveClass('rc-button--primary');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Panel one');
    expect(screen.queryByText('Panel two')).not.toBeInTheDocument();
  });

  it('switches on click', async () => {
    render(<Uncontrolled />);
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Panel three');
  });

  it('moves and selects with the arrow keys, Home and End', async () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('three');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Panel three');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Panel two');
  });

  it("the 'underline' variant keeps every tab a ghost button", () => {
    render(
      <Tabs label="Numbers" tabs={TABS} variant="underline">
        {() => null}
      </Tabs>,
    );
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveClass('rc-button--ghost');
  });
});
