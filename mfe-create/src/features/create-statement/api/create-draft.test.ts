import { EMPTY_FORM } from './create-form';
import { clearDraft, loadDraft, saveDraft } from './create-draft';

beforeEach(() => sessionStorage.clear());

describe('create draft', () => {
  it('keeps every field and the chosen mode per starting mode', () => {
    const form = {
      ...EMPTY_FORM,
      title: 'Lakers in 5',
      body: 'Depth.',
      prediction_choice: 'Lakers',
      confidence_level: 8,
      event_date: '2026-06-01',
      league: 'NBA',
      team_a: 'nba-lakers',
      topics: ['playoffs'],
    };
    saveDraft('prediction', { mode: 'prediction', form });
    expect(loadDraft('prediction')).toEqual({ mode: 'prediction', form });
    expect(loadDraft('opinion')).toBeNull();
    clearDraft('prediction');
    expect(loadDraft('prediction')).toBeNull();
  });

  it('stores nothing for an untouched form', () => {
    saveDraft('opinion', { mode: 'opinion', form: EMPTY_FORM });
    expect(sessionStorage.length).toBe(0);
  });

  it('takes only well-typed fields from what is stored', () => {
    sessionStorage.setItem(
      'receipts.createDraft.opinion',
      JSON.stringify({ mode: 'nonsense', form: { title: 'Kept', body: 5, topics: [1, 'x'] } }),
    );
    expect(loadDraft('opinion')).toEqual({ mode: 'opinion', form: { ...EMPTY_FORM, title: 'Kept' } });
    sessionStorage.setItem('receipts.createDraft.opinion', '{not json');
    expect(loadDraft('opinion')).toBeNull();
  });
});
