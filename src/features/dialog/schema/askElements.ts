import { elementSchema, optionsSchema, pathsSchema, retriesSchema } from './commonFields';
import {
  closedObject,
  described,
  hasKey,
  keyIsOneOf,
  withoutKeys,
  type JsonSchema,
} from './jsonSchema';
import { limitMaximum } from './limitValues';
import { quickRepliesSchema } from './talkElements';
import { templateText, writableVariableSchema, nameString } from './vocabulary';

/** Input and form: the **Ask** group of the palette. */

const inputTypes = ['text', 'number', 'date', 'email', 'boolean', 'choice', 'entity', 'pattern'];
const formFieldTypes = [
  'text',
  'longText',
  'number',
  'date',
  'email',
  'choice',
  'multiChoice',
  'boolean',
];

/** Minimum and maximum: a number, a date or a template, as the input and form pages give them. */
function boundSchema(which: 'Lowest' | 'Highest'): JsonSchema {
  return described(
    { type: ['number', 'string'] },
    `${which} accepted value for \`number\` and \`date\`, or ${which.toLowerCase()} length for text; a number, a date or a template.`,
    which === 'Lowest' ? ['{{ system.now }}', 1] : [160, '2025-12-31'],
  );
}

function conditionSchema(description: string, examples: readonly string[]): JsonSchema {
  return described(
    { type: 'string', maxLength: limitMaximum('condition.length') },
    description,
    examples,
  );
}

export function inputElement(): JsonSchema {
  const textLength = limitMaximum('message.text');
  return elementSchema(
    'input',
    'input element',
    {
      prompt: templateText('The question.', ['Which account is it? For example jdoe.'], textLength),
      variable: {
        ...writableVariableSchema,
        description: 'Save answer to: a declared variable of the type that `expect` produces.',
        examples: ['conversation.leaveStart'],
      },
      expect: described(
        { enum: inputTypes, default: 'text' },
        'What kind of answer is accepted, and the type it is stored as.',
        ['date'],
      ),
      choices: optionsSchema('`choice` only: the options, shown as quick replies; 2 to 10.', {
        minItems: 2,
        maxItems: 10,
      }),
      entity: described({ type: 'string' }, '`entity` only: an entity of the linked NLU project.', [
        'username',
      ]),
      pattern: described(
        { type: 'string', maxLength: 500 },
        '`pattern` only: a JavaScript regular expression the whole answer must match; up to 500 characters.',
        ['^E\\d{5}$'],
      ),
      min: boundSchema('Lowest'),
      max: boundSchema('Highest'),
      validation: conditionSchema(
        'An extra check in the condition language after `expect` accepted the answer; without braces.',
        ['daysBetween(now(), conversation.leaveStart) <= 90'],
      ),
      retries: retriesSchema('the question'),
      retryPrompt: templateText(
        'Sent after a wrong answer; by default "Sorry, I didn\'t get that." and the prompt.',
        ["I need a date within the next 90 days, such as 'tomorrow'."],
        textLength,
      ),
      quickReplies: quickRepliesSchema(),
      skipIfSet: described(
        { type: 'boolean', default: false },
        'When the variable already has a value, skip the question and take `valid`.',
        [true],
      ),
      sensitive: described(
        { type: 'boolean', default: false },
        'Masks the answer in transcripts and the Test trace.',
        [true],
      ),
      dtmf: described(
        { type: 'boolean' },
        'Telephony only: the caller may type the answer as digits ending with `#`; on by default for `number`; no effect on `choice`, whose choices are numbered and picked with one key.',
        [true],
      ),
      paths: pathsSchema('The exits of an input.', {
        valid: 'The answer was accepted and stored, or `skipIfSet` found a value.',
        invalid: 'The answer did not fit after all retries were used.',
      }),
    },
    ['prompt', 'variable', 'paths'],
    [
      {
        if: keyIsOneOf('expect', ['choice']),
        then: hasKey('choices'),
        else: withoutKeys(['choices']),
      },
      {
        if: keyIsOneOf('expect', ['entity']),
        then: hasKey('entity'),
        else: withoutKeys(['entity']),
      },
      {
        if: keyIsOneOf('expect', ['pattern']),
        then: hasKey('pattern'),
        else: withoutKeys(['pattern']),
      },
      { if: keyIsOneOf('expect', ['choice']), then: withoutKeys(['quickReplies']) },
    ],
  );
}

function formFieldSchema(): JsonSchema {
  return {
    ...closedObject(
      {
        id: described(nameString, 'Unique in the form.', ['summary']),
        label: templateText(
          'The field label, and the question in step-by-step mode; up to 100 characters.',
          ['What is the problem, in one sentence?'],
          100,
        ),
        type: described({ enum: formFieldTypes, default: 'text' }, 'What the field accepts.', [
          'choice',
        ]),
        variable: {
          ...writableVariableSchema,
          description:
            'Save answer to: its type must match the field type; `multiChoice` needs a list.',
          examples: ['conversation.incidentSummary'],
        },
        required: described(
          { type: 'boolean', default: true },
          'Optional fields offer a Skip quick reply in step-by-step mode.',
          [false],
        ),
        options: optionsSchema('`choice` and `multiChoice` only: the options; up to 20.', {
          maxItems: 20,
        }),
        default: described(
          { type: ['string', 'number', 'boolean'] },
          'Prefills the field; a value or a template.',
          ['{{ skill.categoryHint ?? "" }}'],
        ),
        min: boundSchema('Lowest'),
        max: boundSchema('Highest'),
        pattern: described(
          { type: 'string' },
          '`text` only: a regular expression the whole answer must match.',
          ['^INC\\d{7}$'],
        ),
        help: described(
          { type: 'string', maxLength: 200 },
          'Shown under the field, or after a wrong answer in step-by-step mode; up to 200 characters.',
          ['One sentence is enough.'],
        ),
      },
      ['id', 'label', 'variable'],
    ),
    allOf: [
      {
        if: keyIsOneOf('type', ['choice', 'multiChoice']),
        then: hasKey('options'),
        else: withoutKeys(['options']),
      },
    ],
  };
}

export function formElement(): JsonSchema {
  return elementSchema(
    'form',
    'form element',
    {
      title: templateText(
        'Heading of the form; up to 200 characters.',
        ['Report an IT incident'],
        200,
      ),
      intro: templateText(
        'Sent before the form or the first question.',
        ["Tell me a bit more and I'll open an incident for you."],
        limitMaximum('message.text'),
      ),
      fields: described(
        {
          type: 'array',
          minItems: 1,
          maxItems: limitMaximum('form.fields'),
          items: formFieldSchema(),
        },
        'The form fields, in order.',
        [
          [
            {
              id: 'summary',
              label: 'What is the problem?',
              variable: 'conversation.incidentSummary',
            },
          ],
        ],
      ),
      mode: described(
        { enum: ['auto', 'card', 'stepwise'], default: 'auto' },
        '`auto` shows a card on webchat and msteams and asks step by step on whatsapp and telephony, which cannot show a form; `stepwise` asks step by step on every channel; `card` is another name for `auto`.',
        ['auto'],
      ),
      submitLabel: described({ type: 'string', maxLength: 20 }, 'Submit button text.', [
        'Create incident',
      ]),
      cancelLabel: described(
        { type: 'string', maxLength: 20 },
        'Cancel button text; in step-by-step mode the user can send this word at any question.',
        ['Cancel'],
      ),
      confirm: described(
        { type: 'boolean', default: false },
        'Shows a summary of all answers and asks the user to confirm.',
        [true],
      ),
      retries: retriesSchema('each field (step-by-step mode)'),
      paths: pathsSchema('The exits of a form.', {
        submitted:
          'All required fields have valid answers and, with `confirm`, the user confirmed.',
        canceled:
          'The user canceled, declined the confirmation, or used up the retries of a required field (an optional field is skipped instead).',
      }),
    },
    ['fields', 'paths'],
  );
}
