import { useState } from 'react';
import { Button, QUOTE_MAX } from '@receipts/shared';
import type { CreateForm } from '../api/create-form';
import type { AttributionErrors, AttributionField } from '../api/attribution';
import { usePunditSearch } from '../hooks/use-pundit-search';

const KIND_LABELS = { commentator: 'Commentator', podcast: 'Podcast', show: 'Show' } as const;

function FieldError({ field, errors }: { field: AttributionField; errors: AttributionErrors }) {
  const message = errors[field];
  return message ? (
    <span id={`said-${field}-error`} role="alert" className="create-error">
      {message}
    </span>
  ) : null;
}

const invalid = (field: AttributionField, errors: AttributionErrors) =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `said-${field}-error` } : {};

/**
 * "Said by": post the take as a receipt of what a commentator, podcast or show said (searching the
 * directory), with the source link, the date it was said and an optional quote, each with its own message.
 */
export function SaidByFields({
  form,
  onChange,
  errors,
  today,
}: {
  form: CreateForm;
  onChange: (patch: Partial<CreateForm>) => void;
  errors: AttributionErrors;
  today: string;
}) {
  const [text, setText] = useState('');
  const { choices, failed } = usePunditSearch(form.said_slug ? '' : text);
  const clear = () => onChange({ said_kind: '', said_slug: '', said_name: '', source_url: '', said_at: '', quote: '' });

  return (
    <fieldset className="create-said-by">
      <legend className="create-label">Said by (optional)</legend>
      {form.said_slug ? (
        <p className="create-said-by__chosen">
          <span>
            Said by <strong>{form.said_name}</strong> <span className="rc-muted">({KIND_LABELS[form.said_kind || 'commentator']})</span>
          </span>{' '}
          <Button variant="ghost" onClick={clear}>
            Remove
          </Button>
        </p>
      ) : (
        <div className="create-field">
          <label htmlFor="said-by-search">Who said it?</label>
          <input
            id="said-by-search"
            type="search"
            className="rc-input"
            placeholder="Search commentators, podcasts and shows"
            value={text}
            autoComplete="off"
            {...invalid('said_by', errors)}
            onChange={(event) => setText(event.target.value)}
          />
          <span className="rc-muted create-help">Leave empty when it is your own take.</span>
          {failed && <span className="create-error">Failed to search the directory.</span>}
          {choices.length > 0 && (
            <ul aria-label="People and shows found" className="create-said-by__choices">
              {choices.map((choice) => (
                <li key={`${choice.kind}:${choice.slug}`}>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      onChange({ said_kind: choice.kind, said_slug: choice.slug, said_name: choice.name });
                      setText('');
                    }}
                  >
                    {choice.name} <span className="rc-muted">· {KIND_LABELS[choice.kind]}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FieldError field="said_by" errors={errors} />
      {form.said_slug && (
        <>
          <div className="create-field">
            <label htmlFor="said-source" className="create-label">
              Source link
            </label>
            <input
              id="said-source"
              type="url"
              className="rc-input"
              placeholder="https://"
              value={form.source_url}
              {...invalid('source_url', errors)}
              onChange={(event) => onChange({ source_url: event.target.value })}
            />
            <FieldError field="source_url" errors={errors} />
          </div>
          <div className="create-field">
            <label htmlFor="said-at" className="create-label">
              Date said
            </label>
            <input
              id="said-at"
              type="date"
              className="rc-input"
              max={today}
              value={form.said_at}
              {...invalid('said_at', errors)}
              onChange={(event) => onChange({ said_at: event.target.value })}
            />
            <FieldError field="said_at" errors={errors} />
          </div>
          <div className="create-field">
            <label htmlFor="said-quote" className="create-label">
              Quote (optional)
            </label>
            <textarea
              id="said-quote"
              className="rc-input"
              rows={2}
              value={form.quote}
              {...invalid('quote', errors)}
              onChange={(event) => onChange({ quote: event.target.value })}
            />
            <span className="rc-muted create-help">
              {form.quote.length}/{QUOTE_MAX} characters
            </span>
            <FieldError field="quote" errors={errors} />
          </div>
        </>
      )}
    </fieldset>
  );
}
