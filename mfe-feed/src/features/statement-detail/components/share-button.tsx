import { Button, notify } from '@receipts/shared';

export const LINK_COPIED = 'Link copied to clipboard!';

/** Native sharing when available, else copy the link and say so. */
export function ShareButton({ title }: { title: string }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(LINK_COPIED, { tone: 'success' });
    } catch (error) {
      console.error('Could not copy link', error);
    }
  }
  return <Button onClick={() => void share()}>Share</Button>;
}
