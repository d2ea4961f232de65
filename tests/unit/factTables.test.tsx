// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import EnvironmentVariables from '../../src/components/EnvironmentVariables';
import FactText from '../../src/components/FactText';
import ServicePorts from '../../src/components/ServicePorts';
import { environmentVariables } from '../../src/data/environment';
import { services } from '../../src/data/services';
import { stubResizeObserverInEachTest } from '../support/stubResizeObserver';

stubResizeObserverInEachTest();

function bodyRows(): HTMLElement[] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows;
}

describe('tables rendered from the facts data', () => {
  it('lists every server variable, and only those, with its requirement and default', () => {
    render(<EnvironmentVariables usedBy="server" />);
    const server = environmentVariables.filter((variable) => variable.usedBy === 'server');
    const rows = bodyRows();
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      server.map((variable) => variable.name),
    );
    const logLevel = rows.find((row) => row.textContent.includes('COGNIBOT_LOG_LEVEL'));
    expect(
      logLevel &&
        within(logLevel)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
    ).toEqual(['No', 'info', 'One of debug, info, warn, error.']);
    expect(screen.queryByText('COGNIBOT_TOKEN')).toBeNull();
  });

  it('lists the CLI variables on their own', () => {
    render(<EnvironmentVariables usedBy="cli" />);
    expect(bodyRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'COGNIBOT_HOST',
      'COGNIBOT_TOKEN',
      'COGNIBOT_PROJECT',
    ]);
  });

  it('lists every service with its port and protocol', () => {
    render(<ServicePorts />);
    expect(bodyRows().map((row) => row.querySelector('td')?.textContent)).toEqual(
      services.map((service) => `${service.port} (${service.protocol})`),
    );
  });

  it('shows names between backticks as code', () => {
    const { container } = render(<FactText text="Use `rediss://` for TLS." />);
    expect(container.innerHTML).toBe('Use <code>rediss://</code> for TLS.');
  });
});
