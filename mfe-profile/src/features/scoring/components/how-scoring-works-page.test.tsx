import { screen, within } from '@testing-library/react';
import { provideRuntimeConfig, type RuntimeConfig } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';

afterEach(() => provideRuntimeConfig(null));

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/how-scoring-works', () => {
  it('works an example through by hand: Brier per call, the sum against always saying 50%, and the skill', () => {
    renderAt('/how-scoring-works');
    expect(screen.getByRole('heading', { level: 1, name: 'How scoring works' })).toBeInTheDocument();
    // A phone scrolls the table sideways: the keyboard can reach that region too.
    expect(screen.getByRole('region', { name: 'Worked example' })).toHaveAttribute('tabindex', '0');
    const table = screen.getByRole('table', { name: 'Three resolved predictions, scored' });
    const [, ...rows] = within(table).getAllByRole('row');
    // 8/10 states 90%: (0.9 − 1)² = 0.01; 4/10 states 70%, missed: 0.7² = 0.49; 10/10 states 100%, right: 0.
    expect(cells(rows[0])).toEqual(['8/10', '90%', 'Correct', '0.01', '0.24']);
    expect(cells(rows[1])).toEqual(['4/10', '70%', 'Incorrect', '0.49', '-0.24']);
    expect(cells(rows[2])).toEqual(['10/10', '100%', 'Correct', '0.00', '0.25']);
    // Sum 0.25, divided by max(20, 3): 100 × 0.25 / 20 = 1.25.
    expect(rows[3]).toHaveTextContent('Accuracy 2 of 3; skill = 100 × sum ÷ max(20, 3)1.25');
    expect(screen.getByRole('link', { name: 'See the leaderboards' })).toHaveAttribute('href', '/leaderboards');
  });

  it('says which number each plain phrase on the cards stands for', () => {
    renderAt('/how-scoring-works');
    const meaning = (term: RegExp) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(meaning(/90% sure/)).toMatch(/2 of 10 is 60%/);
    expect(meaning(/coin flip/)).toMatch(/Brier score is below \(or above\) 0\.25/);
    expect(meaning(/well calibrated/)).toMatch(/Within 5 points is well calibrated/);
    expect(meaning(/allowing for luck/)).toMatch(/95% Wilson interval/);
    expect(meaning(/upvoted/)).toMatch(/share of upvotes/);
  });

  it("states the site's own sample floor from the runtime config", () => {
    const config: RuntimeConfig = { apiBaseUrl: '/api', environment: 'test', firebase: null, contact: { email: '', socials: [] } };
    provideRuntimeConfig({ ...config, minResolvedToRank: 12 });
    renderAt('/how-scoring-works');
    expect(screen.getByText(/lists only those with at least 12 resolved predictions/)).toBeInTheDocument();
  });
});
