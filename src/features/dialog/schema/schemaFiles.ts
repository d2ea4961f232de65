import { dialogSchema, dialogSchemaFile } from './dialogSchema';
import type { JsonSchema } from './jsonSchema';
import { testSchema, testSchemaFile } from './testSchema';

/** The site folder the schemas are served from: `/schemas/<file>`. */
export const schemaFolder = 'schemas';

/** Every published schema by file name, generated for a site URL. */
export function publishedSchemas(siteUrl: string): Record<string, JsonSchema> {
  return {
    [dialogSchemaFile]: dialogSchema(siteUrl),
    [testSchemaFile]: testSchema(siteUrl),
  };
}

/** The file text of a schema: two-space JSON with a final newline, as committed. */
export function schemaText(schema: JsonSchema): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
