import type { CreateForm } from '../api/create-form';
import { ConfidenceRating } from './confidence-rating';

/** Spec §2.9 prediction-only fields: Prediction Choice, Confidence Level and Event Date (YYYY-MM-DD). */
export function PredictionFields({ form, onChange }: { form: CreateForm; onChange: (patch: Partial<CreateForm>) => void }) {
  return (
    <>
      <label className="create-field">
        <span className="create-label">Prediction Choice</span>
        <input className="rc-input" value={form.prediction_choice} onChange={(event) => onChange({ prediction_choice: event.target.value })} />
      </label>
      <ConfidenceRating value={form.confidence_level} onChange={(level) => onChange({ confidence_level: level })} />
      <label className="create-field">
        <span className="create-label">Event Date</span>
        <input type="date" className="rc-input" value={form.event_date} onChange={(event) => onChange({ event_date: event.target.value })} />
      </label>
    </>
  );
}
