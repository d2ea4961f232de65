// Build-time only: tokenizes code with the same Prism, grammars and theme the code block would use
// in the browser, and writes each line's token spans as prism-react-renderer's getTokenProps and
// the classic theme's CodeBlock/Line would render them, so the page's markup does not change.
// (React's server renderer is not used here: the build process loads React in two modes.)
import { createRequire } from 'node:module';
import { normalizeTokens, Prism, type PrismTheme, type Token } from 'prism-react-renderer';
import { additionalPrismLanguages } from './prismLanguages';
import { escapeHtml } from './prehighlighted';

type Style = Record<string, string | number | undefined>;

const requireGrammar = createRequire(import.meta.url);
let grammarsAdded = false;

/**
 * prism-react-renderer's Prism with the grammars of src/features/codeBlocks/logic/prismLanguages.ts added, as the theme's
 * prism-include-languages adds them in the browser.
 */
export function prismWithSiteGrammars(): typeof Prism {
  if (grammarsAdded) return Prism;
  const global = globalThis as { Prism?: unknown };
  const previous = global.Prism;
  global.Prism = Prism;
  // Prism's grammar files are scripts that extend the global Prism they find.
  for (const language of additionalPrismLanguages)
    requireGrammar(`prismjs/components/prism-${language}`);
  global.Prism = previous;
  grammarsAdded = true;
  return Prism;
}

/** prism-react-renderer's themeToDict: the merged style of each token type. */
function styleByType(theme: PrismTheme, language: string): Map<string, Style> {
  const styles = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles.set(type, { ...styles.get(type), ...entry.style });
  }
  return styles;
}

/** prism-react-renderer's getTokenProps style: plain tokens have none, empty ones are inline-block. */
function tokenStyle(token: Token, styles: Map<string, Style>): Style | undefined {
  const [onlyType] = token.types;
  if (token.types.length === 1 && onlyType === 'plain') {
    return token.empty === undefined ? undefined : { display: 'inline-block' };
  }
  if (token.types.length === 1 && token.empty !== undefined) return styles.get(onlyType ?? '');
  return Object.assign(
    token.empty === undefined ? {} : { display: 'inline-block' },
    ...token.types.map((type) => styles.get(type)),
  ) as Style;
}

/** A style object as React writes it into a style attribute. */
function styleAttribute(style: Style | undefined): string {
  const declarations = Object.entries(style ?? {})
    .filter(([, value]) => value !== undefined && value !== '')
    .map(
      ([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`,
    );
  return declarations.length === 0 ? '' : ` style="${escapeHtml(declarations.join(';'))}"`;
}

/** The classic theme's CodeBlock/Line: a line of only a line break renders empty (its <br/> follows). */
function withoutLoneLineBreak(line: Token[]): Token[] {
  const only = line.length === 1 ? line[0] : undefined;
  return only?.content === '\n' ? [{ ...only, content: '' }] : line;
}

/** prism-react-renderer's useTokenize: Prism's tokens split into lines. */
function tokenize(code: string, language: string): Token[][] {
  const prism = prismWithSiteGrammars();
  const grammar = prism.languages[language];
  if (grammar === undefined) return normalizeTokens([code]);
  const environment = { code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize> };
  prism.hooks.run('before-tokenize', environment);
  environment.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', environment);
  return normalizeTokens(environment.tokens);
}

/** Per line of `code`, the HTML of its token spans. */
export function highlightLines(code: string, language: string, theme: PrismTheme): string[] {
  const styles = styleByType(theme, language);
  return tokenize(code, language).map((line) =>
    withoutLoneLineBreak(line)
      .map(
        (token) =>
          `<span class="${escapeHtml(['token', ...token.types].join(' '))}"${styleAttribute(tokenStyle(token, styles))}>${escapeHtml(token.content)}</span>`,
      )
      .join(''),
  );
}
