import { confidenceLabel } from '@receipts/shared';

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Spec §2.9/§5: a 1-10 star rating with a description of the chosen level. */
export function ConfidenceRating({ value, onChange }: { value: number; onChange: (level: number) => void }) {
  return (
    <div className="create-field">
      <span id="confidence-label" className="create-label">Confidence Level</span>
      <div role="radiogroup" aria-labelledby="confidence-label" className="create-stars">
        {LEVELS.map((level) => (
          <button
            key={level}
            type="button"
            role="radio"
            aria-checked={value === level}
            aria-label={`${level} out of 10`}
            className={level <= value ? 'create-star create-star--on' : 'create-star'}
            onClick={() => onChange(level)}
          >
            {level <= value ? '★' : '☆'}
          </button>
        ))}
      </div>
      <span className="rc-muted">
        {value}/10 – {confidenceLabel(value)}
      </span>
    </div>
  );
}
