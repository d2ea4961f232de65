// Highlights every fenced code block at build time, so a page's code blocks render without
// loading Prism in the browser or tokenizing on the main thread (src/features/codeBlocks/theme/CodeBlock/Content).
// Each block's `code` element gets the highlighted lines as a property; the code block uses them
// only when its own reading of the code is the same (no magic comments to strip, same language).
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { PrismTheme } from 'prism-react-renderer';
import { codeTheme } from './codeTheme';
import { highlightLines } from './highlightLines';
import {
  prehighlightedProperty,
  serializePrehighlighted,
  withoutFinalLineBreak,
} from './prehighlighted';

export interface RehypePrehighlightOptions {
  /**
   * The code theme of `themeConfig.prism.theme` (the same in both colour modes), the site's by
   * default. The site passes no options: the site config's every option is bundled into main.js.
   */
  readonly theme?: PrismTheme;
}

/** The code's text, or undefined when it holds more than text (another plugin's markup). */
function plainText(code: Element): string | undefined {
  let text = '';
  for (const child of code.children) {
    if (child.type !== 'text') return undefined;
    text += child.value;
  }
  return text;
}

/** The fence's language as the code block reads it: `language-xyz` in lower case, else text. */
function fenceLanguage(code: Element): string {
  const className = code.properties.className;
  const classes = Array.isArray(className) ? className.map(String) : [];
  const languageClass = classes.find((name) => name.startsWith('language-'));
  return languageClass?.slice('language-'.length).toLowerCase() ?? 'text';
}

export default function rehypePrehighlight({ theme = codeTheme }: RehypePrehighlightOptions = {}) {
  return (tree: Root): void => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const text = plainText(node);
      if (text === undefined) return;
      const language = fenceLanguage(node);
      const code = withoutFinalLineBreak(text);
      node.properties[prehighlightedProperty] = serializePrehighlighted({
        language,
        code,
        lines: highlightLines(code, language, theme),
      });
    });
  };
}
