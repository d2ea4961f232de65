import { describe, expect, it } from 'vitest';
import { tokenScopes } from '../../../src/data/scopes';
import { loadOpenApiDocument } from '../../support/openapiExamples';

interface SchemaWithEnum {
  readonly enum?: readonly string[];
}

const document = loadOpenApiDocument() as ReturnType<typeof loadOpenApiDocument> & {
  components: { schemas: Record<string, SchemaWithEnum> };
  security?: readonly Record<string, readonly string[]>[];
};
const schemas = document.components.schemas;
const current = tokenScopes.filter((scope) => scope.deprecated === undefined);
const deprecated = tokenScopes.filter((scope) => scope.deprecated !== undefined);

/** Every scope that an operation of the document asks for. */
function scopesOfOperations(): Set<string> {
  const used = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { security?: typeof document.security }[]) {
      for (const requirement of operation.security ?? []) {
        for (const scope of Object.values(requirement).flat()) used.add(scope);
      }
    }
  }
  return used;
}

describe('service token scopes', () => {
  it('are the Scope enum of the OpenAPI document, and the deprecated ones its LegacyScope', () => {
    expect(schemas.Scope?.enum).toEqual(current.map((scope) => scope.name));
    expect(schemas.LegacyScope?.enum).toEqual(deprecated.map((scope) => scope.name));
  });

  it('each allow at least one operation, and operations ask for no other scope', () => {
    const used = scopesOfOperations();
    expect(current.map((scope) => scope.name).filter((name) => !used.has(name))).toEqual([]);
    const known = new Set<string>(current.map((scope) => scope.name));
    expect([...used].filter((name) => !known.has(name))).toEqual([]);
  });

  it('replace a deprecated name with a current one', () => {
    const names = new Set<string>(current.map((scope) => scope.name));
    expect(deprecated.filter((scope) => !names.has(scope.deprecated?.replacedBy ?? ''))).toEqual(
      [],
    );
  });
});
