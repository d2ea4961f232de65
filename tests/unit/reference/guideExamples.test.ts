import { describe, expect, it } from 'vitest';
import { loadMarkdownSources, parseMarkdown } from '../../support/markdownSources';
import {
  ExampleValidator,
  loadOpenApiDocument,
  markedExamples,
} from '../../support/openapiExamples';

const document = loadOpenApiDocument();
const validator = new ExampleValidator(document);
const examples = markedExamples(loadMarkdownSources().filter((source) => source.kind === 'doc'));

function exampleFrom(markdown: string) {
  const { tree, frontMatter } = parseMarkdown(markdown);
  const [example] = markedExamples([
    { file: 'test.md', kind: 'doc', frontMatter, tree, text: markdown },
  ]);
  if (example === undefined) throw new Error('no marked example');
  return example;
}

describe('JSON examples on guide pages', () => {
  it('are marked on the pages that show API calls', () => {
    expect(new Set(examples.map((example) => example.operationId))).toEqual(
      new Set([
        'createNotification',
        'getNotification',
        'notificationStatusWebhook',
        'getReadiness',
        'eraseUser',
      ]),
    );
  });

  it.each(examples.map((example) => [`${example.file}:${example.line}`, example] as const))(
    '%s matches its operation schema',
    (_where, example) => {
      expect(validator.problems(example)).toEqual([]);
    },
  );

  it('catches a body that breaks the schema, with the field that breaks it', () => {
    const example = exampleFrom(
      '```json openapi="createNotification request"\n{ "recipient": { "userId": "usr_4h8d2k1x" }, "channel": "fax", "text": "Hi" }\n```\n',
    );
    expect(validator.problems(example)).toContain(
      '/channel must be equal to one of the allowed values',
    );
  });

  it('catches a request with both text and a template', () => {
    const example = exampleFrom(
      '```json openapi="createNotification request"\n{ "recipient": { "userId": "usr_4h8d2k1x" }, "channel": "msteams", "text": "Hi", "template": { "name": "t", "language": "en" } }\n```\n',
    );
    expect(validator.problems(example).length).toBeGreaterThan(0);
  });

  it('reads the body of an http fence after the blank line', () => {
    const example = exampleFrom(
      '```http openapi="createNotification response 202"\nHTTP/1.1 202 Accepted\nContent-Type: application/json\n\n{ "notificationId": "ntf_9x2c5v7b", "status": "queued" }\n```\n',
    );
    expect(example.status).toBe('202');
    expect(validator.problems(example)).toEqual([]);
  });

  it('names an unknown operation and a malformed marker clearly', () => {
    const unknown = exampleFrom('```json openapi="sendFax request"\n{}\n```\n');
    expect(validator.problems(unknown)).toEqual([
      'no operation "sendFax" in static/openapi/cognibot.yaml',
    ]);
    expect(() => exampleFrom('```json openapi="createNotification"\n{}\n```\n')).toThrow(
      /must read "<operationId> request" or "<operationId> response <status>"/,
    );
  });
});
