import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { checkDialog } from './dialogChecks';
import { dialogSchemaEntries } from './dialogSchema';
import { problemsFromErrors, type ValueProblem } from './schemaErrors';
import { publishedSchemas } from './schemaFiles';
import { parseYamlWithPositions, type TextPosition } from './yamlLocations';
import { dialogSchemaFile } from './dialogSchema';
import { testSchemaFile } from './testSchema';
import { formatPath } from './yamlLocations';

/** The YAML formats of the CogniBot package that the schemas describe. */
export const validatedFormats = [
  'dialog',
  'dialog-elements',
  'dialog-element',
  'skill',
  'conversation-test',
] as const;
export type ValidatedFormat = (typeof validatedFormats)[number];

/** A problem in a YAML text: its line and column in that text, and a message for the writer. */
export interface YamlProblem extends TextPosition {
  readonly message: string;
}

/**
 * Validates YAML texts of the formats above against the published schemas, plus the rules a JSON
 * Schema cannot state (unique IDs, targets, nesting, condition syntax), and reports each problem at
 * its line.
 */
export class DialogFormatValidator {
  private readonly validators: Record<ValidatedFormat, ValidateFunction>;

  constructor(siteUrl: string) {
    const ajv = new Ajv2020({
      allErrors: true,
      verbose: true,
      discriminator: true,
      // Minimum and maximum take a number or a date: a union type, which 2020-12 allows.
      allowUnionTypes: true,
    });
    // An annotation for editors; Ajv's messages read it too (schemaErrors.ts).
    ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
    const schemas = publishedSchemas(siteUrl);
    const dialog = schemas[dialogSchemaFile];
    const test = schemas[testSchemaFile];
    if (!dialog?.$id || !test?.$id) throw new Error('The published schemas need an $id.');
    ajv.addSchema(dialog).addSchema(test);
    const entry = (pointer: string) => {
      const validate = ajv.getSchema(`${dialog.$id ?? ''}#${pointer}`);
      if (!validate) throw new Error(`The dialog schema has no entry at #${pointer}.`);
      return validate;
    };
    const testValidator = ajv.getSchema(test.$id);
    if (!testValidator) throw new Error('The conversation test schema did not compile.');
    this.validators = {
      dialog: entry(dialogSchemaEntries.dialog),
      'dialog-elements': entry(dialogSchemaEntries.elements),
      'dialog-element': entry(dialogSchemaEntries.element),
      skill: entry(dialogSchemaEntries.skill),
      'conversation-test': testValidator,
    };
  }

  validate(format: ValidatedFormat, text: string): YamlProblem[] {
    const parsed = parseYamlWithPositions(text);
    if (parsed.syntaxErrors.length > 0) {
      return parsed.syntaxErrors.map((error) => ({ ...error, message: `YAML: ${error.message}` }));
    }
    const validate = this.validators[format];
    const problems: ValueProblem[] = validate(parsed.value)
      ? checkDialog(format, parsed.value)
      : problemsFromErrors(validate.errors ?? []);
    return problems
      .map((problem) => ({
        ...parsed.positionOf(problem.path, problem.atKey),
        message:
          problem.path.length > 0
            ? `${formatPath(problem.path)}: ${problem.message}`
            : problem.message,
      }))
      .sort((a, b) => a.line - b.line || a.column - b.column);
  }
}
