import { elementSchema, nextSchema } from './commonFields';
import {
  closedObject,
  described,
  hasKey,
  keyIsOneOf,
  ref,
  withoutKeys,
  type JsonSchema,
} from './jsonSchema';
import { limitMaximum } from './limitValues';
import { writableVariableSchema, nameString, elementIdString } from './vocabulary';

/** Branch, set_state and group: the **Logic** group of the palette. */

export function branchElement(): JsonSchema {
  const conditionLength = limitMaximum('condition.length');
  return elementSchema(
    'branch',
    'branch element',
    {
      conditions: described(
        {
          type: 'array',
          minItems: 1,
          maxItems: limitMaximum('branch.conditions'),
          items: closedObject(
            {
              label: described(
                { type: 'string', maxLength: 80 },
                'Names the exit on the canvas and in the Test trace; up to 80 characters.',
                ['High priority'],
              ),
              when: described(
                { type: 'string', maxLength: conditionLength },
                `The condition, in the condition language and without braces; up to ${conditionLength} characters.`,
                ['conversation.priority in [1, 2]'],
              ),
              next: described(
                { $ref: '#/$defs/target' },
                'Where the dialog goes when the condition is the first true one.',
                ['offer_callback'],
              ),
            },
            ['when', 'next'],
          ),
        },
        `Conditions checked top to bottom; the first true one wins. 1 to ${limitMaximum('branch.conditions')}.`,
        [
          [
            {
              label: 'Phone caller',
              when: 'system.channel == "telephony"',
              next: 'transfer_to_agent',
            },
          ],
        ],
      ),
      default: described({ $ref: '#/$defs/target' }, 'Taken when no condition is true.', [
        'create_incident',
      ]),
    },
    ['conditions', 'default'],
  );
}

function assignmentSchema(): JsonSchema {
  return {
    ...closedObject(
      {
        variable: {
          ...writableVariableSchema,
          description:
            'The variable to change; not `system`, and `project` only when writable at runtime.',
          examples: ['user.lastTicketId'],
        },
        operation: described(
          { enum: ['set', 'clear', 'increment', 'append', 'remove'], default: 'set' },
          '`set` replaces, `clear` removes the value, `increment` adds `by`, `append` adds to a list, `remove` removes equal items from a list.',
          ['set'],
        ),
        kind: described(
          { enum: ['literal', 'template', 'expression'], default: 'literal' },
          'How `value` is read: as a literal, a `{{ }}` template, or a condition-language expression.',
          ['expression'],
        ),
        value: described(
          {},
          'Required for `set`, `append` and `remove`; read as `kind` says; the result may be at most 64 KB.',
          ['{{ conversation.incidentNumber }}', 'conversation.priority <= 2', 42],
        ),
        by: described(
          { type: 'number', default: 1 },
          '`increment` only: the amount to add; a negative number decrements.',
          [1],
        ),
      },
      ['variable'],
    ),
    allOf: [
      {
        if: keyIsOneOf('operation', ['clear', 'increment']),
        then: withoutKeys(['value', 'kind']),
        else: hasKey('value'),
      },
      { if: keyIsOneOf('operation', ['increment']), then: {}, else: withoutKeys(['by']) },
    ],
  };
}

export function setStateElement(): JsonSchema {
  return elementSchema(
    'set_state',
    'set_state element',
    {
      assignments: described(
        {
          type: 'array',
          minItems: 1,
          maxItems: limitMaximum('set_state.assignments'),
          items: assignmentSchema(),
        },
        `Applied top to bottom; later assignments see the results of earlier ones. 1 to ${limitMaximum('set_state.assignments')}.`,
        [[{ variable: 'skill.attempts', operation: 'increment', by: 1 }]],
      ),
      next: nextSchema('taken when all assignments were applied or rejected.'),
    },
    ['assignments', 'next'],
  );
}

export function groupElement(): JsonSchema {
  return elementSchema(
    'group',
    'group element',
    {
      elements: described(
        { type: 'array', minItems: 1, items: ref('element') },
        `The elements inside the group; groups nest up to ${limitMaximum('group.depth')} levels.`,
        [
          [
            {
              id: 'ask_employee_id',
              type: 'input',
              prompt: 'Your employee ID?',
              variable: 'skill.employeeId',
              paths: { valid: 'exit:done', invalid: 'exit:done' },
            },
          ],
        ],
      ),
      start: described(
        elementIdString,
        'ID of the inner element where the dialog enters the group; by default the first one.',
        ['ask_employee_id'],
      ),
      exits: described(
        {
          type: 'array',
          minItems: 1,
          maxItems: limitMaximum('group.exits'),
          uniqueItems: true,
          items: nameString,
          default: ['done'],
        },
        'Names of the exits; each becomes a path of the group, and inner paths leave through `exit:<name>`.',
        [['verified', 'failed']],
      ),
      collapsed: described(
        { type: 'boolean', default: false },
        'Canvas display only; no effect at run time.',
        [true],
      ),
      paths: described(
        {
          type: 'object',
          propertyNames: nameString,
          additionalProperties: { $ref: '#/$defs/target' },
          minProperties: 1,
        },
        'One path per exit name.',
        [{ verified: 'ask_account', failed: 'verification_failed' }],
      ),
    },
    ['elements', 'paths'],
  );
}
