import { describe, expect, it } from 'vitest';
import { limits } from '../../../src/data/limits';
import { loadOpenApiDocument } from '../../support/openapiExamples';

const document = loadOpenApiDocument();
const megabyte = 1024 * 1024;

/** The value at a JSON pointer of the document (`/components/schemas/X/maxLength`). */
function at(pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')]
          : undefined,
      document,
    );
}

/** A number as limits.ts writes it: `2,000`, `50 MB`. */
function written(value: number, unit = ''): string {
  return `${value.toLocaleString('en-US')}${unit}`;
}

/**
 * Constraints of the OpenAPI document that state a limit of `src/data/limits.ts`: the value the
 * schema enforces must appear in the limit's value, so the reference and the table cannot drift.
 */
const constraints: readonly { pointer: string; limitId: string; unit?: string; scale?: number }[] =
  [
    { pointer: '/components/parameters/Limit/schema/maximum', limitId: 'api.pageSize' },
    { pointer: '/components/parameters/Limit/schema/default', limitId: 'api.pageSize' },
    {
      pointer: '/components/schemas/PublishRequest/properties/releaseNote/maxLength',
      limitId: 'version.releaseNote',
    },
    {
      pointer: '/components/schemas/NotificationRequest/properties/text/maxLength',
      limitId: 'notifications.text',
    },
    {
      pointer: '/components/schemas/NotificationRequest/properties/idempotencyKey/maxLength',
      limitId: 'notifications.idempotency',
    },
    {
      pointer: '/components/schemas/ServiceTokenRequest/properties/expiresInDays/maximum',
      limitId: 'serviceToken.lifetime',
    },
    {
      pointer: '/components/schemas/ServiceTokenRequest/properties/expiresInDays/default',
      limitId: 'serviceToken.lifetime',
    },
    {
      pointer: '/components/schemas/KmFile/properties/sizeBytes/maximum',
      limitId: 'km.documentSize',
      unit: ' MB',
      scale: megabyte,
    },
    {
      pointer: '/components/schemas/Extension/properties/sizeBytes/maximum',
      limitId: 'extension.packageSize',
      unit: ' MB',
      scale: megabyte,
    },
    {
      pointer: '/components/schemas/KmSourceSettings/properties/syncEveryHours/default',
      limitId: 'km.syncInterval',
      unit: ' hours',
    },
  ];

describe('limits in the OpenAPI document', () => {
  it.each(constraints.map((constraint) => [constraint.pointer, constraint] as const))(
    '%s matches limits.ts',
    (_pointer, { pointer, limitId, unit, scale = 1 }) => {
      const value = at(pointer);
      expect(typeof value, pointer).toBe('number');
      const limit = limits.find((candidate) => candidate.id === limitId);
      expect(limit?.value).toContain(written((value as number) / scale, unit));
    },
  );
});
