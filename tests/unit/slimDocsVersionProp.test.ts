import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import slimDocsVersionPropPlugin from '../../src/plugins/slimDocsVersionProp';
import { withoutDocDescriptions } from '../../src/plugins/slimDocsVersionProp/withoutDocDescriptions.cjs';

const versionProp = {
  version: {
    pluginId: 'default',
    docsSidebars: { docs: [{ type: 'link', href: '/docs/a', label: 'A', docId: 'a' }] },
    docs: {
      a: { id: 'a', title: 'A page', description: 'What A is for.', sidebar: 'docs' },
      b: { id: 'b', title: 'B page', description: 'What B is for.' },
    },
  },
};

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('withoutDocDescriptions', () => {
  it('drops every doc description from the version metadata and keeps the rest', () => {
    expect(JSON.parse(withoutDocDescriptions(JSON.stringify(versionProp)))).toEqual({
      version: {
        ...versionProp.version,
        docs: {
          a: { id: 'a', title: 'A page', sidebar: 'docs' },
          b: { id: 'b', title: 'B page' },
        },
      },
    });
  });

  it('passes other route props through unchanged', () => {
    const tagProps = JSON.stringify({ tag: { label: 'x', description: 'kept' } });
    expect(withoutDocDescriptions(tagProps)).toBe(tagProps);
  });

  it('applies to the docs plugin route props files only', () => {
    const configured = slimDocsVersionPropPlugin().configureWebpack?.(
      {},
      false,
      {} as never,
      {},
    ) as { module: { rules: { test: RegExp }[] } };
    const [rule] = configured.module.rules;
    const test = (file: string) => rule?.test.test(file);
    expect(test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json')).toBe(
      true,
    );
    expect(test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\d.json')).toBe(
      true,
    );
    expect(test('/site/.docusaurus/docusaurus-plugin-content-blog/default/p/blog-1.json')).toBe(
      false,
    );
    expect(test('/site/.docusaurus/globalData.json')).toBe(false);
  });

  // The descriptions are dropped because nothing shows them; a DocCard would show them empty.
  it('is safe: no page or component renders DocCard, and no category is a generated index', () => {
    const sources = [...filesUnder('docs'), ...filesUnder('src'), 'sidebars.ts'].filter(
      (file) => /\.(mdx?|tsx?|json)$/.test(file) && !file.includes('slimDocsVersionProp'),
    );
    const users = sources.filter((file) =>
      /@theme\/DocCard|generated-index|useDocById/.test(readFileSync(file, 'utf8')),
    );
    expect(users).toEqual([]);
  });
});
