import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, DialogActions, DialogClose } from './dialog';

function Opener({ role, closeLabel }: { role?: 'dialog' | 'alertdialog'; closeLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Pick a side"
        description="Your pick shows on your profile."
        role={role}
        closeLabel={closeLabel}
      >
        <label>
          Side <input />
        </label>
        <DialogActions>
          <DialogClose>Cancel</DialogClose>
        </DialogActions>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens labelled by its title and described by its description, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick a side' });
    expect(dialog).toHaveAccessibleDescription('Your pick shows on your profile.');
    expect(screen.getByRole('heading', { name: 'Pick a side' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByLabelText('Side')).toHaveFocus();
  });

  it('keeps focus inside while it is open', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its own Cancel and from the 44 px close button it shows when given a label', async () => {
    const user = userEvent.setup();
    render(<Opener closeLabel="Close" />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveClass('rc-dialog__close');
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no close button unless given a label', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('as an alertdialog, stays open on a click outside and still closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener role="alertdialog" />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Pick a side' });
    await user.click(document.querySelector('.rc-dialog-overlay') as HTMLElement);
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('gives focus to returnFocus() when that is given (the opener went away)', async () => {
    const user = userEvent.setup();
    function Gone() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button">Fallback</button>
          <Dialog open={open} onOpenChange={setOpen} title="Gone" returnFocus={() => screen.getByRole('button', { name: 'Fallback' })}>
            <DialogClose>Cancel</DialogClose>
          </Dialog>
        </>
      );
    }
    render(<Gone />);
    const dialog = screen.getByRole('dialog', { name: 'Gone' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Fallback' })).toHaveFocus();
  });
});
