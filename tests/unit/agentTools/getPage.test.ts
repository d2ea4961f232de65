import { describe, expect, it } from 'vitest';
import { pageResult, resolvePage } from '../../../src/features/agentTools/logic/getPage';
import { catalog, origins } from './fixtures';

describe('get_page: which page a URL names', () => {
  it.each([
    ['/docs/installation', '/docs/installation'],
    ['http://127.0.0.1:3000/docs/installation#step-2', '/docs/installation'],
    ['https://docs.cognibot.io/docs/installation/', '/docs/installation'],
    ['https://docs.cognibot.io/docs/installation.md', '/docs/installation'],
    ['/docs/CogniBot/Skills/Dialog%20Designer/', '/docs/CogniBot/Skills/Dialog Designer/'],
    ['/docs/CogniBot/Skills', '/docs/CogniBot/Skills/'],
    ['/blog/hr?x=1', '/blog/hr'],
    ['/docs/hidden', '/docs/hidden'],
  ])('%s is %s', (url, route) => {
    const outcome = resolvePage(catalog, url, origins);
    expect(outcome.ok && outcome.result.route).toBe(route);
  });

  it('gives the page and its twin on the page’s own origin', () => {
    expect(
      resolvePage(
        catalog,
        'https://docs.cognibot.io/docs/CogniBot/Skills/Dialog Designer/',
        origins,
      ),
    ).toEqual({
      ok: true,
      result: {
        route: '/docs/CogniBot/Skills/Dialog Designer/',
        url: 'http://127.0.0.1:3000/docs/CogniBot/Skills/Dialog%20Designer/',
        markdownUrl: 'http://127.0.0.1:3000/docs/CogniBot/Skills/Dialog%20Designer.md',
      },
    });
  });

  it('refuses another origin, a URL that is no page, and text that is no URL', () => {
    const refused = (url: string) => {
      const outcome = resolvePage(catalog, url, origins);
      return outcome.ok ? undefined : outcome.error;
    };
    expect(refused('https://example.com/docs/installation')).toEqual({
      code: 'other_origin',
      message:
        'https://example.com is not this site. get_page reads pages of http://127.0.0.1:3000 or https://docs.cognibot.io only.',
    });
    expect(refused('/img/logo.svg')?.code).toBe('not_a_page');
    expect(refused('/search')?.message).toBe(
      '/search is not a docs page or blog post of this site. Find pages with list_pages or search_docs.',
    );
    expect(refused('http://[::1')?.code).toBe('invalid_input');
  });
});

describe('get_page: the twin', () => {
  const target = {
    route: '/docs/installation',
    url: 'http://h/docs/installation',
    markdownUrl: 'http://h/docs/installation.md',
  };

  it('returns the Markdown the server answered with', () => {
    expect(pageResult(target, { status: 200, text: '---\ntitle: x\n---\n' })).toEqual({
      ok: true,
      result: {
        url: target.url,
        markdownUrl: target.markdownUrl,
        markdown: '---\ntitle: x\n---\n',
      },
    });
  });

  it('says so when the server has no twin', () => {
    const outcome = pageResult(target, { status: 404, text: 'Not found' });
    expect(outcome.ok ? undefined : outcome.error).toEqual({
      code: 'page_unavailable',
      message:
        'The Markdown of http://h/docs/installation could not be read (the server answered 404).',
    });
  });
});
