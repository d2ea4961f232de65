import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../../docusaurus.config';
import {
  maximumPageTitleLength,
  minimumProseWords,
  unfinishedMarkers,
} from '../../support/contentRules';
import {
  headingDepths,
  markdownFileLinks,
  orderedListCount,
  parseMarkdown,
  proseWordCount,
} from '../../support/markdownSources';

// The README is what a newcomer reads first: short, two commands, and an example page that passes
// the same rules tests/unit/content.test.ts holds every docs page to.
const readme = readFileSync('README.md', 'utf8');

/** The text of the README section that starts with `heading`, up to the next heading of its level. */
function section(heading: string): string {
  const start = readme.indexOf(`${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(heading)?.[0] ?? '##';
  const next = readme.indexOf(`\n${level} `, start + heading.length);
  return readme.slice(start, next === -1 ? undefined : next);
}

/** The example page of "Adding a docs page": a four-backtick fence inside the list, dedented. */
function examplePage(): { file: string; text: string } {
  const steps = section('### Adding a docs page');
  const file = /`(docs\/[^`]+\.md)`/.exec(steps)?.[1];
  const fence = /^( *)````md\n([\s\S]*?)^\1````$/m.exec(steps);
  expect(file, 'the example names its file').toBeDefined();
  expect(fence, 'the example page').not.toBeNull();
  const indent = fence?.[1]?.length ?? 0;
  const text = (fence?.[2] ?? '')
    .split('\n')
    .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
    .join('\n');
  return { file: file ?? '', text };
}

describe('README', () => {
  it('is at most 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  });

  it('gives exactly two commands for a fresh machine: run the site, run every test', () => {
    const commands = [
      ...section('## Two commands on a fresh machine').matchAll(/```bash\n(.*)\n```/g),
    ];
    expect(commands.map(([, command]) => command)).toEqual(['npm ci && npm start', 'bash .ci/run']);
  });

  it('recommends `npm run check`, which exists and runs lint, spelling, unit tests and a build', () => {
    const scripts = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(section('## Writing docs')).toContain('npm run check');
    expect(scripts.check?.split(' && ')).toEqual([
      'npm run lint:md',
      'npm run spell',
      'npm run test:unit',
      'npm run build',
    ]);
  });
});

describe('the README’s example docs page passes the content rules', () => {
  const { file, text } = examplePage();
  const { tree, frontMatter } = parseMarkdown(text);

  it('has the front matter every docs page needs, and a short enough title', () => {
    for (const key of ['title', 'description'] as const) {
      expect(typeof frontMatter[key] === 'string' && frontMatter[key].trim() !== '', key).toBe(
        true,
      );
    }
    const { keywords } = frontMatter;
    expect(Array.isArray(keywords) && keywords.length > 0, 'keywords').toBe(true);
    const pageTitle = `${String(frontMatter.title)} | ${siteConfig.title}`;
    expect(pageTitle.length).toBeLessThanOrEqual(maximumPageTitleLength);
  });

  it('has h2 sections and no h1, a numbered procedure and enough prose', () => {
    const depths = headingDepths(tree);
    expect(depths).toContain(2);
    expect(depths).not.toContain(1);
    expect(orderedListCount(tree)).toBeGreaterThan(0);
    expect(proseWordCount(tree)).toBeGreaterThanOrEqual(minimumProseWords.doc);
    expect(unfinishedMarkers.filter((marker) => marker.test(text)).map(String)).toEqual([]);
  });

  it('links to other docs pages that exist, by relative file path', () => {
    const links = markdownFileLinks(tree);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const target = path.join(path.dirname(file), decodeURI(link.split('#')[0] ?? ''));
      expect(existsSync(target), `${link} from ${file}`).toBe(true);
    }
  });
});
