// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import LimitValue from '../../../src/components/LimitValue';
import { limits } from '../../../src/data/limits';
import { loadMarkdownSources } from '../../support/markdownSources';

const sample = [
  {
    id: 'a.rate',
    name: 'Calls',
    value: '5 calls per `token`',
    enforcedBy: 'gateway',
    docId: 'reference/api',
  },
] as const;

describe('a limit in a sentence', () => {
  it('shows the value of the facts data, with names as code', () => {
    const { container } = render(<LimitValue id="a.rate" limits={sample} />);
    expect(container.innerHTML).toBe('5 calls per <code>token</code>');
  });

  it('names an id the data lacks', () => {
    expect(() => render(<LimitValue id="a.size" limits={sample} />)).toThrow(
      'LimitValue: src/data/limits.ts has no limit "a.size".',
    );
  });

  it('is used on the docs pages with ids that the data has', () => {
    const known = new Set(limits.map((limit) => limit.id));
    const unknown = loadMarkdownSources().flatMap((source) =>
      [...source.text.matchAll(/<LimitValue id="([^"]+)"/g)]
        .map((match) => match[1] ?? '')
        .filter((id) => !known.has(id))
        .map((id) => `${source.file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('limit ids', () => {
  it('are unique', () => {
    const ids = limits.map((limit) => limit.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
