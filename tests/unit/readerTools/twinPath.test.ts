import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  twinFileFor,
  twinRouteFor,
} from '../../../src/features/readerTools/logic/twinPath';
import { assistantLinks } from '../../../src/features/readerTools/logic/assistantLinks';

describe('twin routes', () => {
  it('adds .md to a page route, after dropping the slash of an index route', () => {
    expect(twinRouteFor('/docs/installation')).toBe('/docs/installation.md');
    expect(twinRouteFor('/docs/CogniBot/Skills/')).toBe('/docs/CogniBot/Skills.md');
  });

  it('writes the file under its decoded path, so spaces stay spaces', () => {
    expect(twinFileFor('/docs/Main%20Menu/users')).toBe('docs/Main Menu/users.md');
    expect(twinFileFor('/docs/Main Menu/users')).toBe('docs/Main Menu/users.md');
  });

  it('refuses routes that have no twin', () => {
    expect(() => twinRouteFor('/')).toThrow('no twin for the route "/"');
    expect(() => twinRouteFor('docs/x')).toThrow('no twin for the route "docs/x"');
  });

  it('makes encoded absolute URLs', () => {
    expect(absoluteUrl('https://docs.example.com/', '/docs/Main Menu/users.md')).toBe(
      'https://docs.example.com/docs/Main%20Menu/users.md',
    );
  });

  it('puts the twin URL in the assistants prompt', () => {
    const links = assistantLinks('https://docs.example.com/docs/a.md');
    expect(links.chatGpt).toBe(
      'https://chatgpt.com/?q=Read%20https%3A%2F%2Fdocs.example.com%2Fdocs%2Fa.md%20so%20I%20can%20ask%20questions%20about%20it.',
    );
    expect(new URL(links.claude).searchParams.get('q')).toBe(
      'Read https://docs.example.com/docs/a.md so I can ask questions about it.',
    );
    expect(new URL(links.claude).origin + new URL(links.claude).pathname).toBe(
      'https://claude.ai/new',
    );
  });
});
