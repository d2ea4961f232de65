import { describe, expect, it } from 'vitest';
import {
  additionalPrismLanguages,
  plainFenceLanguages,
} from '../../../src/features/codeBlocks/logic/prismLanguages';
import { prismWithSiteGrammars } from '../../../src/features/codeBlocks/logic/highlightLines';
import { fenceLanguages, loadMarkdownSources, parseMarkdown } from '../../support/markdownSources';

// The grammars a reader's browser has, loaded as the build's highlighting loads them.
const Prism = prismWithSiteGrammars();

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
