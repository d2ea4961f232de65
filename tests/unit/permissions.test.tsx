// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/react';
import PermissionsMatrix, { serviceTokenRefusal } from '../../src/components/PermissionsMatrix';
import ServiceTokenRefusals from '../../src/components/ServiceTokenRefusals';
import { permissions, roles } from '../../src/data/roles';
import type { Permission, RoleName } from '../../src/data/types';
import { stubResizeObserverInEachTest } from '../support/stubResizeObserver';

stubResizeObserverInEachTest();

function renderMatrix(): HTMLElement {
  return render(<PermissionsMatrix />).container;
}

/** The actions a role may do. */
function actionsOf(role: RoleName, matrix: readonly Permission[]): Set<string> {
  return new Set(matrix.filter((row) => row.roles.includes(role)).map((row) => row.action));
}

/** For each pair of neighbouring roles, the actions the lower one has and the higher one lacks. */
function nestingGaps(order: readonly RoleName[], matrix: readonly Permission[]): string[] {
  const gaps: string[] = [];
  order.slice(0, -1).forEach((higher, index) => {
    const lower = order[index + 1];
    if (lower === undefined) return;
    const higherActions = actionsOf(higher, matrix);
    for (const action of actionsOf(lower, matrix)) {
      if (!higherActions.has(action)) gaps.push(`${higher} lacks "${action}" that ${lower} has`);
    }
  });
  return gaps;
}

describe('roles and permissions data', () => {
  it('lists the five roles highest first', () => {
    expect(roles).toEqual(['Owner', 'Admin', 'Developer', 'Analyst', 'Viewer']);
  });

  it('nests the roles strictly: each role may do everything the roles below it may', () => {
    expect(nestingGaps(roles, permissions)).toEqual([]);
  });

  it('finds a gap in a matrix that is not nested', () => {
    const broken: Permission[] = [
      { action: 'Open the Dialog Designer', roles: ['Owner', 'Admin', 'Developer', 'Viewer'] },
    ];
    expect(nestingGaps(roles, broken)).toEqual([
      'Analyst lacks "Open the Dialog Designer" that Viewer has',
    ]);
  });

  it('gives every action at least one role, each named once', () => {
    const empty = permissions.filter((row) => row.roles.length === 0).map((row) => row.action);
    expect(empty).toEqual([]);
    const repeated = permissions
      .filter((row) => new Set(row.roles).size !== row.roles.length)
      .map((row) => row.action);
    expect(repeated).toEqual([]);
  });

  it('names every action once', () => {
    const actions = permissions.map((row) => row.action);
    expect(actions.filter((action, index) => actions.indexOf(action) !== index)).toEqual([]);
  });

  it('gives each role something the role below it may not do', () => {
    const sizes = roles.map((role) => actionsOf(role, permissions).size);
    const notGrowing = sizes.slice(0, -1).filter((size, index) => size <= (sizes[index + 1] ?? 0));
    expect(notGrowing).toEqual([]);
  });
});

describe('PermissionsMatrix', () => {
  it('renders a captioned table with the roles as column headers, highest first', () => {
    const table = within(renderMatrix()).getByRole('table', { name: /What each role may do/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Action', ...roles]);
  });

  it('renders one row per action with Yes exactly under the roles that may do it', () => {
    const table = within(renderMatrix()).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(permissions.length);
    rows.forEach((row, index) => {
      const permission = permissions[index];
      if (permission === undefined) throw new Error(`no permission for row ${String(index)}`);
      expect(within(row).getByRole('rowheader').textContent).toContain(permission.action);
      const answers = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(answers).toEqual(
        roles.map((role) => (permission.roles.includes(role) ? 'Yes' : 'No')),
      );
    });
  });

  it('shows names between backticks in a note as code, as the facts data writes them', () => {
    const rows: readonly Permission[] = [
      { action: 'Read transcripts', roles: ['Owner'], note: 'Logged as `transcript.view`.' },
    ];
    const { container } = render(<PermissionsMatrix permissions={rows} roles={['Owner']} />);
    const header = within(container).getByRole('rowheader');
    expect(header.querySelector('code')?.textContent).toBe('transcript.view');
    expect(header.textContent).not.toContain('`');
  });
});

describe('actions that refuse service tokens', () => {
  const rows: readonly Permission[] = [
    { action: 'Publish versions', roles: ['Owner'] },
    { action: 'Create a support bundle', roles: ['Owner'], refusesServiceTokens: true },
  ];

  it('lists exactly the rows marked as needing a person', () => {
    const { container } = render(<ServiceTokenRefusals permissions={rows} />);
    const items = within(container)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Create a support bundle']);
  });

  it('marks the same rows, and no others, in the matrix', () => {
    const { container } = render(<PermissionsMatrix permissions={rows} roles={['Owner']} />);
    const headers = within(container)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(headers.map((text) => text.includes(serviceTokenRefusal))).toEqual([false, true]);
  });

  it('includes creating a project, which a token limited to listed projects cannot do', () => {
    const { container } = render(<ServiceTokenRefusals />);
    const items = within(container)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContain('Create projects, or import a package as a new project');
  });
});
