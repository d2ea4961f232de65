import { elementDefinitions } from './elementRegistry';
import { closedObject, described, jsonSchemaDialect, ref, type JsonSchema } from './jsonSchema';
import { limitMaximum } from './limitValues';
import { skillDefinitions } from './skillFile';
import {
  dialogFormatVersion,
  dialogIdString,
  elementIdString,
  elementTypes,
  targetSchema,
} from './vocabulary';

export const dialogSchemaFile = 'cognibot.dialog.v1.json';

/** The entry points of the dialog schema, as JSON pointers into the document. */
export const dialogSchemaEntries = {
  dialog: '',
  elements: '/$defs/elements',
  element: '/$defs/element',
  skill: '/$defs/skill',
} as const;

function dialogProperties(): Record<string, JsonSchema> {
  const maxElements = limitMaximum('dialog.elements');
  return {
    schema: described({ const: dialogFormatVersion }, 'The format version of the file.', [
      dialogFormatVersion,
    ]),
    id: described(
      dialogIdString,
      'The dialog’s ID: lowercase letters, digits and underscores, unique in the skill.',
      ['main'],
    ),
    name: described(
      { type: 'string', maxLength: 80 },
      'Display name in the dialog selector; up to 80 characters.',
      ['Reset password'],
    ),
    start: described(
      { $ref: '#/$defs/target' },
      'Where the Start node leads, usually the ID of the first element.',
      ['greet'],
    ),
    elements: described(
      { type: 'array', minItems: 1, maxItems: maxElements, items: ref('element') },
      `The elements of the dialog; at most ${maxElements}, counting those inside groups.`,
      [[{ id: 'greet', type: 'message', text: 'Hi!', next: 'end' }]],
    ),
    layout: described(
      {
        type: 'object',
        propertyNames: elementIdString,
        additionalProperties: { type: 'object' },
      },
      'Canvas positions of elements, keyed by element ID; ignored at run time.',
      [{ greet: { x: 240, y: 80 } }],
    ),
  };
}

/**
 * The JSON Schema of `cognibot.dialog/v1` files. The root describes a whole dialog file; `$defs`
 * holds the entry points for what the docs show on their own: `elements` (a fragment with only the
 * `elements` list, as on the element pages), `element` (one element) and `skill` (skill.yaml).
 */
export function dialogSchema(siteUrl: string): JsonSchema {
  const elements = elementDefinitions();
  return {
    $schema: jsonSchemaDialect,
    $id: `${siteUrl.replace(/\/$/, '')}/schemas/${dialogSchemaFile}`,
    title: 'CogniBot dialog file (cognibot.dialog/v1)',
    description:
      'One dialog of a skill, as `cognibot project export` and Export as YAML write it and the import reads it. Fragments that hold only the `elements` list validate against `#/$defs/elements`.',
    ...closedObject(dialogProperties(), ['schema', 'id', 'name', 'start', 'elements']),
    $defs: {
      target: targetSchema,
      element: {
        title: 'Dialog element',
        description: 'One of the nine element types, chosen by `type`.',
        type: 'object',
        properties: {
          type: described({ enum: elementTypes }, 'The element type.', ['message', 'input']),
        },
        required: ['type'],
        discriminator: { propertyName: 'type' },
        oneOf: Object.keys(elements).map((name) => ref(name)),
      },
      ...elements,
      elements: {
        title: 'Fragment of a dialog file: the elements list',
        description: 'What the element pages show: only the `elements` list of a dialog file.',
        ...closedObject({ elements: dialogProperties().elements ?? {} }, ['elements']),
      },
      ...skillDefinitions(),
    },
  };
}
