import { describe, expect, it } from 'vitest';
import { parseStateJson } from '../../../src/conditions';
import {
  blockKind,
  curlCalls,
  fenceBlocks,
  metaAttribute,
  prosePaths,
  requestLine,
  type FenceBlock,
} from '../../support/exampleBlocks';
import { loadMarkdownSources, parseMarkdown } from '../../support/markdownSources';
import {
  ExampleValidator,
  loadOpenApiDocument,
  markedExamples,
  type MarkedExample,
} from '../../support/openapiExamples';
import { operationFor, operationPaths } from '../../support/restCalls';

/**
 * Every example on every page is of a kind a test covers. REST calls are validated against the
 * OpenAPI document here: fences marked openapi="…", curl commands and METHOD /api/v1/… in prose.
 */
const document = loadOpenApiDocument();
const validator = new ExampleValidator(document);
const sources = loadMarkdownSources().filter((source) => !source.file.endsWith('.api.mdx'));
const blocks = fenceBlocks(sources);
const where = (file: string, line: number) => `${file}:${line}`;

function blocksFrom(markdown: string): FenceBlock[] {
  const { tree, frontMatter } = parseMarkdown(markdown);
  return fenceBlocks([{ file: 'test.md', kind: 'doc', frontMatter, tree, text: markdown }]);
}

/** Problems of one marked fence: its request or status line, then its JSON body. */
function markedProblems(example: MarkedExample, block: FenceBlock): string[] {
  const operation = operationPaths(document).find(({ id }) => id === example.operationId);
  if (operation === undefined) return validator.problems(example);
  const problems: string[] = [];
  if (block.lang === 'http') {
    const request = requestLine(block.value);
    const status = /^HTTP\/[\d.]+ (\d{3})/.exec(block.value)?.[1];
    if (example.part === 'request') {
      const called = request && operationFor(document, request.method, request.path);
      if (called?.id !== example.operationId) {
        problems.push(
          `the request line calls ${called?.id ?? 'no operation'}, not ${example.operationId}`,
        );
      }
    } else if (status !== example.status) {
      problems.push(`the status line says ${status ?? 'nothing'}, the marker ${example.status}`);
    }
    if (example.json.trim() === '') {
      return example.part === 'request' && operation.hasRequestBody
        ? [...problems, `${example.operationId} needs a request body`]
        : problems;
    }
  }
  return [...problems, ...validator.problems(example)];
}

describe('examples on every page', () => {
  it('are each of a kind a test covers', () => {
    const unknown = blocks.flatMap((block) => {
      const kind = blockKind(block);
      return 'problem' in kind ? [`${where(block.file, block.line)}: ${kind.problem}`] : [];
    });
    expect(unknown).toEqual([]);
  });

  it('fail when a block is of no known kind', () => {
    const kinds = blocksFrom(
      '```json\n{}\n```\n\n```http format="fax"\nGET / HTTP/1.1\n```\n\n```cobol\nX\n```\n\n```yaml\na: 1\n```\n\n```json openapi="getProject response 200"\n{}\n```\n',
    ).map(blockKind);
    expect(kinds.map((kind) => ('kind' in kind ? kind.kind : kind.problem.slice(0, 30)))).toEqual([
      'a json example names neither i',
      'format="fax" is not a known ex',
      'no test covers examples in "co',
      'a yaml example needs title="…"',
      'rest',
    ]);
  });
});

describe('REST calls on every page', () => {
  const marked = markedExamples(sources);
  const byLine = new Map(blocks.map((block) => [where(block.file, block.line), block]));

  it.each(marked.map((example) => [where(example.file, example.line), example] as const))(
    '%s matches its operation',
    (at, example) => {
      const block = byLine.get(at);
      if (block === undefined) throw new Error(`no fence at ${at}`);
      expect(markedProblems(example, block)).toEqual([]);
    },
  );

  it('catch a request line that calls another operation, and a missing body', () => {
    const [block] = blocksFrom(
      '```http openapi="createNotification request"\nGET /api/v1/projects/prj_1 HTTP/1.1\nHost: h\n```\n',
    );
    const [example] = markedExamples([
      {
        file: 'test.md',
        kind: 'doc',
        frontMatter: {},
        tree: parseMarkdown(
          '```http openapi="createNotification request"\nGET /api/v1/projects/prj_1 HTTP/1.1\nHost: h\n```\n',
        ).tree,
        text: '',
      },
    ]);
    if (block === undefined || example === undefined) throw new Error('no block');
    expect(markedProblems(example, block)).toEqual([
      'the request line calls getProject, not createNotification',
      'createNotification needs a request body',
    ]);
  });

  it('show no REST call in a block that does not name its operation', () => {
    const unnamed = blocks
      .filter((block) => metaAttribute(block.meta, 'format') !== undefined)
      .filter((block) => {
        const request = requestLine(block.value);
        return request !== undefined && operationFor(document, request.method, request.path);
      });
    expect(unnamed.map((block) => where(block.file, block.line))).toEqual([]);
  });

  const curl = blocks
    .filter((block) => block.lang === 'bash')
    .flatMap((block) => curlCalls(block).map((call) => ({ ...call, file: block.file })));

  it.each(curl.map((call) => [where(call.file, call.line), call] as const))(
    '%s: the curl call is an operation, with a valid body',
    (_at, call) => {
      const operation = operationFor(document, call.method, call.path);
      expect(operation, `${call.method} ${call.path}`).toBeDefined();
      if (operation === undefined || call.body === undefined) return;
      expect(
        validator.problems({
          file: call.file,
          line: call.line,
          operationId: operation.id,
          part: 'request',
          json: call.body,
        }),
      ).toEqual([]);
    },
  );

  it('read curl calls, continued lines and bodies included', () => {
    const [block] = blocksFrom(
      '```bash\ncurl -X POST "https://h.example/api/v1/projects/prj_1/notifications" \\\n  -d \'{ "a": 1 }\'\ncurl -s https://h.example/readyz\ncurl https://rasa.example.com/model/parse\n```\n',
    );
    if (block === undefined) throw new Error('no block');
    expect(curlCalls(block)).toEqual([
      {
        line: 2,
        method: 'POST',
        path: '/api/v1/projects/prj_1/notifications',
        body: '{ "a": 1 }',
      },
      { line: 4, method: 'GET', path: '/readyz', body: undefined },
    ]);
  });

  it('name only operations the document has in prose', () => {
    const unknown = sources.flatMap((source) =>
      prosePaths(source)
        .filter((call) => operationFor(document, call.method, call.path) === undefined)
        .map((call) => `${where(source.file, call.line)}: ${call.method} ${call.path}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('examples of other formats', () => {
  const json = blocks.filter(
    (block) => block.lang === 'json' && metaAttribute(block.meta, 'format') !== undefined,
  );

  it.each(json.map((block) => [where(block.file, block.line), block] as const))(
    '%s is valid JSON',
    (_at, block) => {
      expect(() => JSON.parse(block.value) as unknown).not.toThrow();
    },
  );

  it.each(
    json
      .filter((block) => metaAttribute(block.meta, 'format') === 'test-state')
      .map((block) => [where(block.file, block.line), block] as const),
  )('%s is a state a conversation test accepts', (_at, block) => {
    const state = parseStateJson(block.value);
    expect(state.ok ? '' : state.message).toBe('');
  });
});
