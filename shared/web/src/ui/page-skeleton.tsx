/**
 * What a page looks like while its remote loads: a title bar and card-sized blocks in the page's own
 * column, so nothing below or beside it moves when the real page arrives (no layout shift).
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="rc-page rc-skeleton" role="status" aria-live="polite" aria-busy="true" aria-label={label}>
      <span className="rc-visually-hidden">{label}</span>
      <div className="rc-skeleton__title" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="rc-skeleton__card" />
      ))}
    </div>
  );
}
