/**
 * The `cognibot.dialog/v1` format as JSON Schema: the published schemas, the validator the docs
 * tests and a dialog runner can share, and the classification of YAML fences on the pages.
 */
export { dialogSchema, dialogSchemaEntries, dialogSchemaFile } from './dialogSchema';
export { testSchema, testSchemaFile } from './testSchema';
export { publishedSchemas, schemaFolder, schemaText } from './schemaFiles';
export {
  DialogFormatValidator,
  validatedFormats,
  type ValidatedFormat,
  type YamlProblem,
} from './validateYaml';
export { fenceFormat, formatMarkerOf, type FenceFormat } from './fenceFormat';
export {
  channels,
  dialogFormatVersion,
  elementTypes,
  endTarget,
  events,
  type ElementType,
} from './vocabulary';
export type { JsonSchema } from './jsonSchema';
