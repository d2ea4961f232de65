// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import ScopesTable from '../../../src/components/ScopesTable';
import { tokenScopes } from '../../../src/data/scopes';
import { stubResizeObserverInEachTest } from '../../support/stubResizeObserver';

stubResizeObserverInEachTest();

describe('the scopes table', () => {
  it('lists every scope of the facts data with what it allows', () => {
    render(<ScopesTable />);
    const [, ...rows] = screen.getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      tokenScopes.map((scope) => scope.name),
    );
  });

  it('marks a deprecated scope with its replacement and the release that removes it', () => {
    render(
      <ScopesTable
        scopes={[
          {
            name: 'a:old',
            allows: 'The same as `a:new`',
            deprecated: { replacedBy: 'a:new', removedIn: '9.1' },
          },
        ]}
      />,
    );
    const cell = screen.getByRole('cell');
    expect(cell.textContent).toBe('Deprecated: use a:new; removed in 9.1. The same as a:new');
    expect(within(cell).getAllByText('a:new')[0]?.tagName).toBe('CODE');
  });
});
