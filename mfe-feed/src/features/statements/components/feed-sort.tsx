import { useId } from 'react';
import { FEED_SORT_LABELS, FEED_SORTS, FEED_WINDOW_LABELS, FEED_WINDOWS, type FeedSort, type FeedWindow } from '@receipts/shared';
import type { FeedOrder } from '../hooks/use-feed-order';

export interface FeedSortProps {
  order: FeedOrder;
  onChange: (next: FeedOrder) => void;
}

/**
 * The feed's order: Hot / New / Top as one radio group (native radios: Tab reaches the checked one, the
 * arrow keys move the choice, a screen reader names the group) and, for Top, its window as a labelled select. Fits a
 * 390 px phone on one line.
 */
export function FeedSort({ order, onChange }: FeedSortProps) {
  const name = useId();
  return (
    <div className="feed-sort">
      <fieldset className="feed-sort__group">
        <legend className="rc-visually-hidden">Sort by</legend>
        {FEED_SORTS.map((sort: FeedSort) => (
          <label key={sort} className={`feed-sort__choice${order.sort === sort ? ' feed-sort__choice--checked' : ''}`}>
            <input
              type="radio"
              name={name}
              value={sort}
              checked={order.sort === sort}
              onChange={() => onChange({ ...order, sort })}
              className="rc-choice-input"
            />
            {FEED_SORT_LABELS[sort]}
          </label>
        ))}
      </fieldset>
      {order.sort === 'top' && (
        <label className="feed-sort__window">
          <span className="rc-visually-hidden">Top of</span>
          <select value={order.window} onChange={(event) => onChange({ ...order, window: event.target.value as FeedWindow })}>
            {FEED_WINDOWS.map((window) => (
              <option key={window} value={window}>
                {FEED_WINDOW_LABELS[window]}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
