import { confidenceLabel, confidencePercent, confidenceSure } from '@receipts/shared';

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const Star = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path
      d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * A 1-10 star rating with a description of the chosen level. Native radios in one fieldset, so the
 * arrow keys move the choice and Tab leaves the group, as in any radio group; the stars are their drawn labels.
 * Each level states a chance (2 of 10 is 60%), and the form says which, as the record scores it.
 */
export function ConfidenceRating({ value, onChange }: { value: number; onChange: (level: number) => void }) {
  return (
    <fieldset className="create-field create-confidence" aria-describedby="confidence-hint">
      <legend className="create-label">Confidence Level</legend>
      <span className="rc-muted" id="confidence-hint">
        How sure you are: 1 star is {confidencePercent(1)}%, each star adds 5 points, 10 stars is {confidencePercent(10)}%.
      </span>
      <div className="create-stars">
        {LEVELS.map((level) => (
          <label key={level} className={level <= value ? 'create-star create-star--on' : 'create-star'}>
            <input
              type="radio"
              name="confidence_level"
              value={level}
              checked={value === level}
              aria-label={`${level} out of 10`}
              className="rc-choice-input"
              onChange={() => onChange(level)}
            />
            <Star filled={level <= value} />
          </label>
        ))}
      </div>
      <span className="rc-muted" aria-live="polite">
        {value}/10 – {confidenceLabel(value)}: {confidenceSure(value)}
      </span>
    </fieldset>
  );
}
