import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statedProbability, type CalibrationBucket } from '@receipts/contract';
import { CalibrationFigure } from './calibration-figure';

/** The API's ten levels, with `counts` as confidence → [resolved, hits]. */
function levels(counts: Record<number, [number, number]>): CalibrationBucket[] {
  return Array.from({ length: 10 }, (_, index) => {
    const confidence = index + 1;
    const [count, hits] = counts[confidence] ?? [0, 0];
    return { confidence, stated: statedProbability(confidence), observed: count ? hits / count : null, count, hits };
  });
}

const BUCKETS = levels({ 5: [5, 4], 8: [8, 4] });

describe('calibration figure', () => {
  it('names the chart by its points, describes how to read it, and leaves out levels with nothing resolved', () => {
    render(<CalibrationFigure buckets={BUCKETS} name="Calibration" />);
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Calibration, stated vs. observed hit rate: stated 75%, observed 80% of 5; stated 90%, observed 50% of 8.',
    );
    expect(chart).toHaveAccessibleDescription(/Points on the dashed diagonal are perfectly calibrated/);
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart).toHaveAccessibleDescription(/its size shows how many were resolved/);
    expect(chart.querySelector('.rc-calibration-chart__count')).toBeNull();
  });

  it('sizes points against the largest level and writes counts above them when asked', () => {
    render(<CalibrationFigure buckets={BUCKETS} name="Calibration" labelCounts />);
    const chart = screen.getByRole('img');
    const radii = [...chart.querySelectorAll('circle')].map((circle) => Number(circle.getAttribute('r')));
    expect(radii[1]).toBe(14);
    expect(radii[0]).toBeCloseTo(4 + 10 * Math.sqrt(5 / 8));
    expect([...chart.querySelectorAll('.rc-calibration-chart__count')].map((label) => label.textContent)).toEqual(['5', '8']);
    expect(chart).toHaveAccessibleDescription(/its size and label show how many were resolved/);
  });

  it('puts the same numbers in a table behind a disclosure, captioned with the name', async () => {
    render(
      <CalibrationFigure buckets={BUCKETS} name="Community calibration" tableClassName="page-table" detailsClassName="page-details" />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Community calibration, stated vs\. observed hit rate: /);
    await userEvent.click(screen.getByText('Calibration as a table'));
    const table = screen.getByRole('table', { name: 'Community calibration' });
    expect(table).toHaveClass('page-table');
    expect(table.closest('details')).toHaveClass('page-details');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Confidence', 'Stated', 'Observed', 'Right']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['5/10', '8/10']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['75%', '80%', '4 of 5'],
      ['90%', '50%', '4 of 8'],
    ]);
  });

  it('draws an empty chart and table when no level has resolved predictions', () => {
    render(<CalibrationFigure buckets={levels({})} name="Calibration" />);
    expect(screen.getByRole('img').querySelectorAll('circle')).toHaveLength(0);
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(1);
  });
});
