import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import type { Code } from 'mdast';
import { initOptions, themeKeys } from '../../../src/features/playgrounds/logic/webchatOptions';
import {
  buildSnippet,
  contrastWithWhite,
  cspDirectives,
  emptyInput,
  validateSnippetInput,
  type SnippetInput,
} from '../../../src/features/playgrounds/logic/webchatSnippet';
import {
  codeText,
  firstTable,
  readDocWithTables,
  section,
  tableRows,
} from '../../support/docTables';

const page = readDocWithTables('docs/webchat/webpage.md');
const pageExample: SnippetInput = {
  ...emptyInput,
  projectId: 'prj_7f3k2m9q',
  host: 'https://bots.example.com',
};
/** The page's examples talk to `dev`, where the procedure enables web chat first. */
const devExample: SnippetInput = { ...pageExample, environment: 'dev' };

function snippetOf(input: SnippetInput): string {
  const result = buildSnippet(input);
  if (!result.ok) throw new Error(`no snippet: ${result.missing.join(', ')}`);
  return result.code;
}

function codeBlocks(heading: string): Code[] {
  return section(page, heading).filter((node): node is Code => node.type === 'code');
}

/** Option names a snippet passes to init(), at the first level of the options object. */
function emittedOptions(code: string): string[] {
  return [...code.matchAll(/^ {4}(\w+):/gm)].map((match) => match[1] ?? '');
}

describe('the options the builder writes', () => {
  const [, ...rows] = tableRows(firstTable(section(page, 'Init options')));
  const table = new Map(rows.map((row) => [codeText(row[0] ?? ''), row] as const));

  it.each(initOptions.map((option) => [option.name, option] as const))(
    '%s is in the options table with the same default',
    (name, option) => {
      const row = table.get(name);
      expect(row, `no row for ${name}`).toBeDefined();
      expect(row?.[2]).toBe(option.defaultText);
      expect(row?.[3]).toBe(option.required ? 'Yes' : 'No');
    },
  );

  it('are all among those options, even with every field changed', () => {
    const everything = snippetOf({
      ...pageExample,
      environment: 'dev',
      locale: 'fr-CA',
      theme: 'dark',
      startOpen: true,
      position: 'left',
      title: 'IT Help',
      primaryColor: '#1f5fbf',
      fontFamily: 'Inter, sans-serif',
    });
    const names = initOptions.map((option) => option.name);
    expect(emittedOptions(everything)).toEqual(names.filter((name) => name !== 'userToken'));
  });

  it('leave out options at their default, except the four the page always shows', () => {
    expect(emittedOptions(snippetOf(pageExample))).toEqual([
      'projectId',
      'host',
      'theme',
      'startOpen',
    ]);
  });

  it('leave out locale when it is empty, so that the project default locale applies', () => {
    expect(emittedOptions(snippetOf({ ...pageExample, locale: '' }))).not.toContain('locale');
    expect(snippetOf({ ...pageExample, locale: 'fr-CA' })).toContain("    locale: 'fr-CA',");
  });

  it('use only the theme keys of the Theming table', () => {
    const [, ...rows] = tableRows(firstTable(section(page, 'Theming')));
    expect(rows.map((row) => codeText(row[0] ?? ''))).toEqual(themeKeys.map((key) => key.name));
  });
});

describe('the snippet', () => {
  it('is the one the page shows in its example page', () => {
    const [helpPage] = codeBlocks('Add the snippet to your page');
    const indented = snippetOf(devExample)
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n');
    expect(helpPage?.value).toContain(indented);
  });

  it('is the one the Theming section shows', () => {
    const [example] = codeBlocks('Theming');
    expect(
      snippetOf({
        ...devExample,
        primaryColor: '#1f5fbf',
        fontFamily: 'Inter, system-ui, sans-serif',
        position: 'left',
        title: 'IT Help',
      }),
    ).toBe(example?.value);
  });

  it('writes a theme mode with overrides as the mode key', () => {
    expect(snippetOf({ ...pageExample, theme: 'dark', primaryColor: '#123' })).toContain(
      "    theme: {\n      mode: 'dark',\n      primaryColor: '#123'\n    },",
    );
    expect(snippetOf({ ...pageExample, theme: 'dark' })).toContain("    theme: 'dark',");
  });

  it('keeps text values inside their string and the script tag', () => {
    const code = snippetOf({ ...pageExample, title: "Dana's </script> \\ help" });
    expect(code).toContain("title: 'Dana\\'s \\x3C/script> \\\\ help'");
    expect(code.match(/<\/script>/g)).toHaveLength(2);
  });

  it('says what is missing instead of showing broken code', () => {
    expect(buildSnippet(emptyInput)).toEqual({ ok: false, missing: ['Project ID', 'Host'] });
    expect(buildSnippet({ ...pageExample, host: 'http://bots.example.com' })).toEqual({
      ok: false,
      missing: ['Host'],
    });
  });
});

describe('validation', () => {
  function problem(input: Partial<SnippetInput>): Partial<Record<keyof SnippetInput, string>> {
    return validateSnippetInput({ ...pageExample, ...input });
  }

  it('accepts the page example', () => {
    expect(problem({})).toEqual({});
  });

  it('wants an https host without a trailing slash or a path', () => {
    expect(problem({ host: 'http://bots.example.com' }).host).toBe(
      'The host must start with https://.',
    );
    expect(problem({ host: 'https://bots.example.com/' }).host).toBe('Remove the trailing slash.');
    expect(problem({ host: 'https://bots.example.com/chat' }).host).toMatch(/no path/);
    expect(problem({ host: 'https://bots.example.com:8443' }).host).toBeUndefined();
    expect(problem({ host: 'https://bots example' }).host).toBe('This is not a valid address.');
  });

  it('wants a project ID that looks like prj_…', () => {
    expect(problem({ projectId: '7f3k2m9q' }).projectId).toMatch(/prj_ followed by/);
    expect(problem({ projectId: 'PRJ_7F3K' }).projectId).toMatch(/prj_ followed by/);
    expect(problem({ projectId: '' }).projectId).toMatch(/Enter the project ID/);
  });

  it('wants a language tag and a hex colour', () => {
    expect(problem({ locale: 'English' }).locale).toMatch(/language tag/);
    expect(problem({ primaryColor: 'blue' }).primaryColor).toMatch(/hex colour/);
  });

  it('measures the contrast of white labels on the primary colour', () => {
    expect(contrastWithWhite('#1f5fbf')).toBeGreaterThan(4.5);
    expect(contrastWithWhite('#ffff00')).toBeLessThan(4.5);
    expect(contrastWithWhite('#000')).toBeCloseTo(21, 5);
  });
});

describe('content security policy', () => {
  it('gives the directives of the page table for the host', () => {
    const [, ...rows] = tableRows(firstTable(section(page, 'Content security policy')));
    const table = rows.map((row) => ({
      directive: codeText(row[0] ?? ''),
      sources: [...(row[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]),
    }));
    expect(cspDirectives('https://bots.example.com')).toEqual(table);
  });

  it('are allowed by the page example header', () => {
    const header = codeBlocks('Content security policy').find((block) => block.lang === 'http');
    for (const { directive, sources } of cspDirectives('https://bots.example.com')) {
      const policy = new RegExp(`${directive} ([^;\\n]+)`).exec(toString(header ?? ''))?.[1] ?? '';
      expect(policy.split(' '), directive).toEqual(expect.arrayContaining([...sources]));
    }
  });
});
