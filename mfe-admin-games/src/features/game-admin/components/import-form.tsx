import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, GAME_IMPORT_MAX, gamesApi, type ImportGameRow, type ImportGamesResponse } from '@receipts/shared';
import { useStaffAction } from '../hooks/use-staff-action';

const EXAMPLE =
  '[{"external_id": "nba-2026-12-01-bos-mia", "league": "NBA", "home_team": "nba-heat", "away_team": "nba-celtics", "starts_at": "2026-12-02T00:30:00Z"}]';

/** A schedule as JSON (at most GAME_IMPORT_MAX games): idempotent by external_id; the answer's counts and errors. */
export function ImportForm({ onImported }: { onImported: () => void }) {
  const [text, setText] = useState('');
  const [parseError, setParseError] = useState<string | null>(null);
  const [counts, setCounts] = useState<ImportGamesResponse | null>(null);
  const { run, busy, error } = useStaffAction(onImported);

  function submit(event: FormEvent) {
    event.preventDefault();
    let rows: ImportGameRow[];
    try {
      rows = JSON.parse(text) as ImportGameRow[];
    } catch {
      setParseError('This is not JSON: paste an array of games.');
      return;
    }
    setParseError(null);
    void run(async () => setCounts(await gamesApi.importSchedule(rows)), 'Schedule imported.');
  }

  return (
    <Card>
      <h2>Import a schedule</h2>
      <form onSubmit={submit} className="admin-games__import">
        <label className="admin-games__field">
          <span>Games (JSON array, at most {GAME_IMPORT_MAX})</span>
          <textarea className="rc-input" rows={5} value={text} placeholder={EXAMPLE} onChange={(event) => setText(event.target.value)} />
        </label>
        {(parseError || error) && <Alert>{parseError ?? error}</Alert>}
        {counts && (
          <Alert tone="success">
            {`Created ${counts.created}, updated ${counts.updated}, unchanged ${counts.unchanged}, errors ${counts.errors.length}.`}
            {counts.errors.map((row) => (
              <span key={row.index} className="admin-games__error">
                {` Row ${row.index + 1} (${row.external_id}): ${row.message}`}
              </span>
            ))}
          </Alert>
        )}
        <Button type="submit" variant="primary" disabled={busy || !text.trim()}>
          Import
        </Button>
      </form>
    </Card>
  );
}
