import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Prism } from 'prism-react-renderer';
import { additionalPrismLanguages, plainFenceLanguages } from '../../src/config/prism';
import { fenceLanguages, loadMarkdownSources, parseMarkdown } from '../support/markdownSources';

// Load the extra grammars the way @docusaurus/theme-classic does at runtime, so this test sees
// exactly the grammars a reader's browser has.
const require = createRequire(import.meta.url);
Reflect.set(globalThis, 'Prism', Prism);
for (const language of additionalPrismLanguages) {
  require(`prismjs/components/prism-${language}`);
}
Reflect.deleteProperty(globalThis, 'Prism');

function hasGrammar(language: string): boolean {
  return (
    (plainFenceLanguages as readonly string[]).includes(language) ||
    Prism.languages[language] !== undefined
  );
}

describe('code fences', () => {
  const sources = loadMarkdownSources();

  it('loads every additional grammar the config names', () => {
    for (const language of additionalPrismLanguages) {
      expect(Prism.languages[language], language).toBeDefined();
    }
  });

  it('detects a fence whose language has no grammar', () => {
    const { tree } = parseMarkdown('```cobol\nDISPLAY "HI".\n```\n\n```yaml\na: 1\n```\n');
    expect(fenceLanguages(tree).filter((language) => !hasGrammar(language))).toEqual(['cobol']);
  });

  it.each(sources.map((source) => [source.file, source] as const))(
    '%s: every fence names a language with a Prism grammar',
    (_file, source) => {
      const languages = fenceLanguages(source.tree);
      expect(
        languages.filter((language) => language === ''),
        'fences without a language',
      ).toEqual([]);
      expect(languages.filter((language) => !hasGrammar(language))).toEqual([]);
    },
  );
});
