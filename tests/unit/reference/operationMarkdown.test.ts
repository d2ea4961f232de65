import { describe, expect, it } from 'vitest';
import {
  authorization,
  fieldRows,
  operationPageMarkdown,
  typeLabel,
} from '../../../src/openapi/operationMarkdown';
import { findRelease, formatReleaseDate, supportStatus } from '../../../src/release/releaseFacts';
import { releases } from '../../../src/data/release';

describe('operation page Markdown', () => {
  it('names types as a reader says them', () => {
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string or null');
    expect(typeLabel({ type: 'array', items: { type: 'string', format: 'uri' } })).toBe(
      'array of string (uri)',
    );
    expect(typeLabel({ oneOf: [{ type: 'object', properties: {} }, { type: 'null' }] })).toBe(
      'object or null',
    );
  });

  it('lists nested, array and allOf fields with their required flags', () => {
    const rows = fieldRows({
      allOf: [
        { type: 'object', required: ['status'], properties: { status: { type: 'integer' } } },
        {
          type: 'object',
          properties: {
            checks: {
              type: 'array',
              items: {
                type: 'object',
                required: ['name'],
                properties: { name: { type: 'string' } },
              },
            },
          },
        },
      ],
    });
    expect(rows.map((row) => [row.name, row.required])).toEqual([
      ['checks', false],
      ['checks[].name', true],
      ['status', true],
    ]);
  });

  it('says who may call an operation', () => {
    const base = { method: 'get', path: '/x' };
    expect(authorization({ ...base, security: [] })).toMatch(/No token/);
    expect(authorization({ ...base, security: [{ apiToken: ['project:read'] }] })).toMatch(
      /scope `project:read`/,
    );
    expect(authorization({ ...base, security: [{ apiToken: [] }] })).toMatch(/Admin or Owner/);
    expect(authorization({ ...base, security: [{ apiToken: ['project:read'] }] })).not.toMatch(
      /Or no token/,
    );
    expect(authorization({ ...base, security: [{ apiToken: ['project:read'] }, {}] })).toMatch(
      /scope `project:read`.*Or no token, where the description says so\./,
    );
  });

  it('writes the method, path, sections and a JSON example', () => {
    const markdown = operationPageMarkdown({
      title: 'Get a thing',
      api: {
        method: 'get',
        path: '/things/{thingId}',
        servers: [{ url: 'https://{host}/api/v1' }],
        security: [],
        responses: {
          '200': {
            description: 'The thing.',
            content: { 'application/json': { schema: { type: 'object' }, example: { id: 1 } } },
          },
        },
      },
    });
    expect(markdown).toContain('`GET https://<host>/api/v1/things/{thingId}`');
    expect(markdown).toContain('## Request');
    expect(markdown).toContain('### 200 OK');
    expect(markdown).toContain('```json\n{\n  "id": 1\n}\n```');
  });
});

describe('release facts', () => {
  it('formats dates in UTC and names the end of support', () => {
    expect(formatReleaseDate('2026-06-30')).toBe('30 June 2026');
    expect(supportStatus(findRelease(releases, '5.0'))).toBe('End of support 30 June 2026');
    expect(supportStatus(findRelease(releases, '5.0'), '2026-10-06')).toBe(
      'Support ended 30 June 2026',
    );
    expect(supportStatus(findRelease(releases, '5.1'), '2026-10-06')).toBe(
      'End of support 31 December 2026',
    );
  });

  it('rejects a release line or a date the data does not have', () => {
    expect(() => findRelease(releases, '4.9')).toThrow(/Unknown release line "4.9"/);
    expect(() => formatReleaseDate('June 2026')).toThrow(/Not an ISO date/);
  });
});
