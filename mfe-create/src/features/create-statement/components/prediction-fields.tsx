import type { Ref } from 'react';
import type { CreateForm } from '../api/create-form';
import { ConfidenceRating } from './confidence-rating';

interface EventDateCheck {
  /** Today (YYYY-MM-DD) in the site's time zone: the earliest event date. */
  today: string;
  /** The message to show under the date, once the fan has touched it or submitted. */
  error: string | null;
  onTouched: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/** The prediction-only fields: Prediction Choice, Confidence Level and Event Date (YYYY-MM-DD, today or later). */
export function PredictionFields({
  form,
  onChange,
  eventDate,
}: {
  form: CreateForm;
  onChange: (patch: Partial<CreateForm>) => void;
  eventDate: EventDateCheck;
}) {
  return (
    <>
      <label className="create-field">
        <span className="create-label">Prediction Choice</span>
        <input
          className="rc-input"
          value={form.prediction_choice}
          onChange={(event) => onChange({ prediction_choice: event.target.value })}
        />
      </label>
      <ConfidenceRating value={form.confidence_level} onChange={(level) => onChange({ confidence_level: level })} />
      <div className="create-field">
        <label htmlFor="create-event-date" className="create-label">
          Event Date
        </label>
        <input
          id="create-event-date"
          ref={eventDate.inputRef}
          type="date"
          className="rc-input"
          min={eventDate.today}
          value={form.event_date}
          aria-invalid={eventDate.error ? true : undefined}
          aria-describedby={eventDate.error ? 'event-date-error' : undefined}
          onChange={(event) => {
            onChange({ event_date: event.target.value });
            eventDate.onTouched();
          }}
          onBlur={eventDate.onTouched}
        />
        {eventDate.error && (
          <span id="event-date-error" role="alert" className="create-error">
            {eventDate.error}
          </span>
        )}
      </div>
    </>
  );
}
