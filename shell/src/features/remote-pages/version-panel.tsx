import { Button } from '@receipts/shared';

/**
 * A remote refused for its versions: retrying cannot help, a reload may (once the site or the remote is updated).
 * Its own chunk: only a refused remote's page ever needs it.
 */
export default function VersionPanel({ area, direction }: { area: string; direction: 'newer' | 'older' }) {
  return (
    <section className="rc-page" role="alert" aria-live="assertive">
      <div className="rc-card" style={{ textAlign: 'center', padding: 32 }}>
        <h2 style={{ marginTop: 0 }}>This part of Receipts can&apos;t open right now</h2>
        <p className="rc-muted">
          {direction === 'newer'
            ? `This part of Receipts was built for a newer version of the site, so the ${area} can't open until the site catches up.`
            : `This part of Receipts was built for an older version of the site, so the ${area} can't open until it is updated.`}{' '}
          The rest of the site still works. Try reloading the page in a few minutes.
        </p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </section>
  );
}
