import { closedObject, described, type JsonSchema } from './jsonSchema';
import { limitRangeAndDefault } from './limitValues';
import { type ElementType, elementIdString } from './vocabulary';

/** The fields every element has, from the "Common fields" table of the Dialog elements page. */
function commonProperties(type: ElementType): Record<string, JsonSchema> {
  return {
    id: described(
      elementIdString,
      'Unique ID of the element in the dialog: lowercase letters, digits and underscores, up to 64 characters. `end` is reserved for End nodes.',
      ['ask_account', 'create_incident'],
    ),
    type: described(
      { const: type },
      'The element type; set when the element is added and cannot be changed.',
      [type],
    ),
    name: described(
      { type: 'string', maxLength: 80 },
      'Name shown on the canvas, in the Test trace and in analytics; up to 80 characters.',
      ['Ask account name', 'Create incident'],
    ),
    description: described(
      { type: 'string', maxLength: 500 },
      'Shown under the name on the canvas; up to 500 characters.',
      ['Looks the account up before the reset.'],
    ),
    notes: described(
      { type: 'string', maxLength: 2000 },
      'Notes for builders, never sent to users; up to 2,000 characters.',
      ['Keep the wording in line with the service desk scripts.'],
    ),
    escalation: described(
      { type: 'boolean', default: false },
      'Mark as escalation: conversations that pass the element count as escalated in analytics.',
      [true],
    ),
  };
}

/**
 * The schema of one element type: the common fields and the type's own, nothing else, because
 * the import rejects a key that belongs to another element type.
 */
export function elementSchema(
  type: ElementType,
  title: string,
  properties: Record<string, JsonSchema>,
  required: readonly string[],
  rules: readonly JsonSchema[] = [],
): JsonSchema {
  return {
    title,
    ...closedObject({ ...commonProperties(type), ...properties }, ['id', 'type', ...required]),
    ...(rules.length > 0 ? { allOf: rules } : {}),
  };
}

/** A `paths` map with exactly the named exits, each a target. */
export function pathsSchema(
  description: string,
  exits: Record<string, string>,
  optional: readonly string[] = [],
): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(exits).map(([exit, meaning]) => [
      exit,
      described({ $ref: '#/$defs/target' }, meaning, ['end']),
    ]),
  );
  const required = Object.keys(exits).filter((exit) => !optional.includes(exit));
  return described(closedObject(properties, required), description, [
    Object.fromEntries(Object.keys(exits).map((exit) => [exit, 'end'])),
  ]);
}

/** The single `next` exit of message, set_state and similar elements. */
export function nextSchema(meaning: string): JsonSchema {
  return described({ $ref: '#/$defs/target' }, `The \`next\` exit: ${meaning}`, [
    'ask_account',
    'end',
  ]);
}

/** A list of `label` and `value` pairs: choices of an input, options of a form field. */
export function optionsSchema(
  description: string,
  bounds: { minItems?: number; maxItems: number },
): JsonSchema {
  return described(
    {
      type: 'array',
      ...bounds,
      items: closedObject(
        {
          label: described({ type: 'string' }, 'Text the user sees and may type.', [
            'Network and VPN',
          ]),
          value: described(
            { type: ['string', 'number', 'boolean'] },
            'Value stored when the user picks the option.',
            ['network'],
          ),
        },
        ['label', 'value'],
      ),
    },
    description,
    [
      [
        { label: "It's broken", value: 'broken' },
        { label: 'I lost it', value: 'lost' },
      ],
    ],
  );
}

/** Retries of an input, a form field asked step by step, or a file upload. */
export function retriesSchema(what: string): JsonSchema {
  const retries = limitRangeAndDefault('input.retries');
  return described(
    { type: 'integer', ...retries },
    `How often ${what} is asked again after a wrong answer; ${retries.minimum} to ${retries.maximum}.`,
    [2],
  );
}
