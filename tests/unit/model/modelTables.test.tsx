// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import CompatibilityMatrix from '../../../src/components/CompatibilityMatrix';
import FactText from '../../../src/components/FactText';
import { EnvironmentRoles, PromotionChecks } from '../../../src/components/PromotionChecks';
import { releases } from '../../../src/data/release';
import { compatibility } from '../../../src/model/compatibility';
import { promotionChecks } from '../../../src/model/lifecycle';
import { stubResizeObserverInEachTest } from '../../support/stubResizeObserver';

stubResizeObserverInEachTest();

function bodyRows(): HTMLElement[] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows;
}

describe('tables rendered from the platform model', () => {
  it('shows one column per release and the platform rows of the matrix', () => {
    render(<CompatibilityMatrix group="platform" />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Component', ...releases.map((release) => release.line)]);
    const kubernetes = bodyRows().find((row) => row.textContent.startsWith('Kubernetes'));
    expect(
      kubernetes &&
        within(kubernetes)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
    ).toEqual(['1.28 to 1.31', '1.27 to 1.30', '1.26 to 1.29']);
    expect(bodyRows()).toHaveLength(
      compatibility.filter((component) => component.group === 'platform').length,
    );
  });

  it('shows the browsers apart, with Safari from 16.4 in the current release', () => {
    render(<CompatibilityMatrix group="browser" />);
    const safari = bodyRows().find((row) => row.textContent.startsWith('Safari'));
    expect(safari && within(safari).getAllByRole('cell')[0]?.textContent).toBe('16.4 or newer');
  });

  it('lists every pre-check and the role of each environment', () => {
    render(<PromotionChecks />);
    expect(bodyRows()).toHaveLength(promotionChecks.length);
    render(<EnvironmentRoles />);
    const prod = screen.getByRole('rowheader', { name: 'prod' }).closest('tr');
    expect(prod && within(prod).getByText('Admin')).toBeTruthy();
  });

  it('writes UI labels in bold and names in code', () => {
    const { container } = render(<FactText text="Open **Credential bindings** for `prod`." />);
    expect(container.querySelector('strong')?.textContent).toBe('Credential bindings');
    expect(container.querySelector('code')?.textContent).toBe('prod');
  });
});
