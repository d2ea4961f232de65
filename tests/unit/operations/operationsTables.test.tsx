// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import AlertRulesTable from '../../../src/components/AlertRulesTable';
import LimitValue from '../../../src/components/LimitValue';
import MetricsCatalogue from '../../../src/components/MetricsCatalogue';
import { alertRules } from '../../../src/data/alerts';
import { metrics } from '../../../src/data/metrics';
import { stubResizeObserverInEachTest } from '../../support/stubResizeObserver';

stubResizeObserverInEachTest();

function rowHeaders(): (string | null)[] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows.map((row) => within(row).getByRole('rowheader').textContent);
}

describe('operations tables rendered from the data', () => {
  it('lists every metric with its type, labels and service', () => {
    render(<MetricsCatalogue />);
    expect(rowHeaders()).toEqual(metrics.map((metric) => metric.name));
    const turns = screen.getByRole('rowheader', { name: 'cognibot_turn_duration_seconds' });
    const cells = within(turns.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'histogram',
      'environment, channel',
      'dialog-runtime',
    ]);
  });

  it('lists every alert with its condition, duration and reasoning', () => {
    render(<AlertRulesTable />);
    expect(rowHeaders()).toEqual(alertRules.map((rule) => rule.alert));
    const down = screen.getByRole('rowheader', { name: 'CogniBotServiceDown' });
    const cells = within(down.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells[1]?.textContent).toBe('up{job="cognibot"} == 0 for 5m');
  });

  it('renders one limit by id and refuses an unknown id', () => {
    const { container } = render(<LimitValue id="personalToken.lifetime" />);
    expect(container.textContent).toBe('30 days by default, 1 to 365 days');
    expect(() => render(<LimitValue id="no.such.limit" />)).toThrow(
      'LimitValue: src/data/limits.ts has no limit "no.such.limit".',
    );
  });
});
