import { describe, expect, it } from 'vitest';
import siteConfig from '../../../docusaurus.config';
import { DialogFormatValidator } from '../../../src/features/dialog/schema/validateYaml';
import { exampleProblems, yamlExamples } from '../../support/dialogExamples';
import { loadMarkdownSources, parseMarkdown } from '../../support/markdownSources';

const validator = new DialogFormatValidator(siteConfig.url);
const examples = yamlExamples(loadMarkdownSources());

function pageProblems(markdown: string): string[] {
  const { tree, frontMatter } = parseMarkdown(markdown);
  return yamlExamples([
    { file: 'page.md', kind: 'doc', frontMatter, tree, text: markdown },
  ]).flatMap((example) => exampleProblems(example, validator));
}

describe('YAML examples on the pages', () => {
  it('finds the dialog examples of the element pages', () => {
    const formats = examples.map((example) => example.format);
    expect(formats).toContainEqual({ kind: 'validated', format: 'dialog' });
    expect(formats).toContainEqual({ kind: 'validated', format: 'dialog-elements' });
    expect(formats).toContainEqual({ kind: 'validated', format: 'conversation-test' });
  });

  it.each(examples.map((example) => [`${example.file}:${example.line}`, example] as const))(
    '%s is valid in its format',
    (_where, example) => {
      expect(exampleProblems(example, validator)).toEqual([]);
    },
  );

  it('names the page and line of a problem', () => {
    const page = [
      '# Page',
      '',
      '```yaml title="skills/report-incident/dialogs/main.yaml"',
      'elements:',
      '  - id: greet',
      '    type: message',
      '    txet: Hi',
      '    next: end',
      '```',
    ].join('\n');
    expect(pageProblems(page)).toEqual([
      'page.md:5: dialog-elements: elements[0]: missing the required key "text"',
      'page.md:7: dialog-elements: elements[0]: unknown key "txet"',
    ]);
  });

  it('fails on a YAML block that is no CogniBot format and is not marked as another one', () => {
    const page = '```yaml title="values.yaml"\nreplicas: 2\n```\n';
    expect(pageProblems(page)).toEqual([
      expect.stringMatching(/^page\.md:1: this YAML block is not a dialog file/),
    ]);
    expect(
      pageProblems('```yaml title="values.yaml" format="helm-values"\nreplicas: 2\n```\n'),
    ).toEqual([]);
  });

  it('fails on a dialog marked as another format, so a misspelt marker skips nothing', () => {
    const page =
      '```yaml format="dialgo"\nelements:\n  - id: a\n    type: message\n    text: Hi\n    next: end\n```\n';
    expect(pageProblems(page)).toEqual([
      'page.md:1: marked format="dialgo" but holds a CogniBot dialog-elements; use format="dialog-elements" or remove the marker.',
    ]);
  });

  it('validates a block by its format marker when it has no package path', () => {
    const page = '```yaml format="conversation-test"\nname: Smoke\nsteps: []\n```\n';
    expect(pageProblems(page)).toEqual([
      'page.md:3: conversation-test: steps: must NOT have fewer than 1 items',
    ]);
  });
});
