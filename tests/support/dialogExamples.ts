import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { fenceFormat, type FenceFormat } from '../../src/features/dialog/schema/fenceFormat';
import type { DialogFormatValidator } from '../../src/features/dialog/schema/validateYaml';
import type { MarkdownSource } from './markdownSources';

/** A YAML code fence of a page, with what it holds. */
export interface YamlExample {
  readonly file: string;
  /** The page line of the opening fence. */
  readonly line: number;
  readonly meta: string;
  readonly text: string;
  readonly format: FenceFormat;
}

const yamlLanguages = new Set(['yaml', 'yml']);

function parsedOrUndefined(text: string): unknown {
  try {
    return parseYaml(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every `yaml` fence of the pages, classified by `fenceFormat`. */
export function yamlExamples(sources: readonly MarkdownSource[]): YamlExample[] {
  const examples: YamlExample[] = [];
  for (const source of sources) {
    visit(source.tree, 'code', (node) => {
      if (!yamlLanguages.has(node.lang ?? '')) return;
      const meta = node.meta ?? '';
      examples.push({
        file: source.file,
        line: node.position?.start.line ?? 0,
        meta,
        text: node.value,
        format: fenceFormat(meta, parsedOrUndefined(node.value)),
      });
    });
  }
  return examples;
}

/**
 * The problems of one example as `page:line: message`, with the line on the page. A fence marked
 * as another format must not hold a CogniBot format: a misspelt marker would skip the check.
 */
export function exampleProblems(example: YamlExample, validator: DialogFormatValidator): string[] {
  const at = (line: number) => `${example.file}:${example.line + line}`;
  const { format } = example;
  if (format.kind === 'unknown') {
    return [
      `${at(0)}: this YAML block is not a dialog file, an elements fragment, an element, a skill file or a conversation test. Give it a package path as title (skills/<skill>/dialogs/<id>.yaml, skills/<skill>/skill.yaml, tests/<name>.yaml), or mark another format with format="<name>" in the fence meta.`,
    ];
  }
  if (format.kind === 'other') {
    const content = fenceFormat('', parsedOrUndefined(example.text));
    return content.kind === 'validated'
      ? [
          `${at(0)}: marked format="${format.format}" but holds a CogniBot ${content.format}; use format="${content.format}" or remove the marker.`,
        ]
      : [];
  }
  return validator
    .validate(format.format, example.text)
    .map((problem) => `${at(problem.line)}: ${format.format}: ${problem.message}`);
}
