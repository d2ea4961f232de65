import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { loadMarkdownSources } from '../../support/markdownSources';

/** A YAML block of a docs page, with the file name its `title` gives. */
export interface YamlBlock {
  readonly page: string;
  readonly title: string;
  readonly text: string;
  readonly data: Record<string, unknown>;
  /** The line of the fence on its page. */
  readonly line: number;
}

const docSources = loadMarkdownSources().filter((source) => source.kind === 'doc');

/** Every YAML block of every docs page, in page order. */
export function docYamlBlocks(): YamlBlock[] {
  return docSources
    .filter((source) => source.kind === 'doc')
    .flatMap((source) => {
      const blocks: YamlBlock[] = [];
      visit(source.tree, 'code', (node) => {
        if (node.lang !== 'yaml') return;
        const title = /title="([^"]+)"/.exec(node.meta ?? '')?.[1] ?? '';
        const data: unknown = parseYaml(node.value);
        if (data === null || typeof data !== 'object' || Array.isArray(data)) return;
        blocks.push({
          page: source.file,
          title,
          text: node.value,
          data: data as Record<string, unknown>,
          line: node.position?.start.line ?? 0,
        });
      });
      return blocks;
    });
}

/** The text blocks of a page, such as the output of `cognibot test run`. */
export function docTextBlocks(page: string): string[] {
  const source = docSources.find((candidate) => candidate.file === page);
  const blocks: string[] = [];
  if (source === undefined) return blocks;
  visit(source.tree, 'code', (node) => {
    if (node.lang === 'text') blocks.push(node.value);
  });
  return blocks;
}

export const isDialog = (block: YamlBlock): boolean => Array.isArray(block.data.elements);
export const isCompleteDialog = (block: YamlBlock): boolean =>
  isDialog(block) && block.data.schema === 'cognibot.dialog/v1';
export const isSkillFile = (block: YamlBlock): boolean => /(^|\/)skill\.yaml$/.test(block.title);
export const isConversationTest = (block: YamlBlock): boolean =>
  /^tests\/.+\.ya?ml$/.test(block.title) && Array.isArray(block.data.steps);

/** The skill folder a file belongs to: `reset-password` for skills/reset-password/…. */
export const skillFolder = (block: YamlBlock): string | undefined =>
  /^skills\/([^/]+)\//.exec(block.title)?.[1];

export interface StatedOutcome {
  readonly name: string;
  readonly passed: boolean;
  /** The lines printed under a failed test: the failure and the actual value. */
  readonly details: readonly string[];
}

/** Reads a `cognibot test run` output: `✔ name (1.8 s)` or `✘ name (0.9 s)` with indented details. */
export function statedOutcomes(output: string): StatedOutcome[] {
  const outcomes: { name: string; passed: boolean; details: string[] }[] = [];
  for (const line of output.split('\n')) {
    const result = /^\s*([✔✘]) (.+?) \([\d.]+ s\)$/.exec(line);
    if (result !== null)
      outcomes.push({ name: result[2] ?? '', passed: result[1] === '✔', details: [] });
    else if (/^\s{4,}\S/.test(line)) outcomes.at(-1)?.details.push(line.trim());
  }
  return outcomes;
}
