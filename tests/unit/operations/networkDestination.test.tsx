// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import NetworkDestination from '../../../src/components/NetworkDestination';
import { outboundPaths, type OutboundPath } from '../../../src/model/network';
import { loadMarkdownSources } from '../../support/markdownSources';

const sample: readonly OutboundPath[] = [
  {
    id: 'chat-replies',
    from: 'channel-connector',
    to: '`chat.example.com` and `login.example.com`',
    port: 'TCP 443',
    protocol: 'HTTPS',
    feature: 'teams',
    route: 'proxy',
  },
];

describe('an outbound destination in a sentence', () => {
  it('shows where the path of the network model goes, with host names as code', () => {
    const { container } = render(<NetworkDestination pathId="chat-replies" paths={sample} />);
    expect(container.innerHTML).toBe(
      '<code>chat.example.com</code> and <code>login.example.com</code>',
    );
  });

  it('names an id the model lacks', () => {
    expect(() => render(<NetworkDestination pathId="mail" paths={sample} />)).toThrow(
      'NetworkDestination: src/model/network.ts has no outbound path "mail".',
    );
  });

  it('is used on the docs pages with ids that the model has', () => {
    const known = new Set(outboundPaths.map((path) => path.id));
    const unknown = loadMarkdownSources().flatMap((source) =>
      [...source.text.matchAll(/<NetworkDestination pathId="([^"]+)"/g)]
        .map((match) => match[1] ?? '')
        .filter((id) => !known.has(id))
        .map((id) => `${source.file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });
});
