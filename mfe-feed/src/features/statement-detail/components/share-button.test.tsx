import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@receipts/shared';
import { ShareButton } from './share-button';

describe('Share', () => {
  it("copies the link and says 'Link copied to clipboard!' in the live region when the browser cannot share", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<Toaster />);
    render(<ShareButton title="A take" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await within(screen.getByRole('status', { name: 'Notifications' })).findByText('Link copied to clipboard!')).toBeInTheDocument();
  });
});
