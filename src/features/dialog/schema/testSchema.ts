import { closedObject, described, jsonSchemaDialect, type JsonSchema } from './jsonSchema';
import {
  channels,
  checkedVariablePattern,
  events,
  patterned,
  presetVariablePattern,
} from './vocabulary';

export const testSchemaFile = 'cognibot.test.v1.json';

function stateMap(
  variables: { pattern: string; rule: string },
  description: string,
  example: Record<string, unknown>,
): JsonSchema {
  return described(
    { type: 'object', propertyNames: patterned(variables.pattern, variables.rule) },
    description,
    [example],
  );
}

const checkedVariables = {
  pattern: checkedVariablePattern,
  rule: 'Name a variable as `scope.name`, with the scope conversation, user, skill, project or system.',
};
const presetVariables = {
  pattern: presetVariablePattern,
  rule: 'Preset state takes `user`, `conversation` and `project` variables, named `scope.name`.',
};

function mockSchema(): JsonSchema {
  return {
    ...closedObject(
      {
        action: described(
          { type: 'string', minLength: 1 },
          'Name of the action element to mock, as shown in the Designer.',
          ['Reset AD password'],
        ),
        outputs: described(
          { type: 'object' },
          'The result the action returns, keyed by result field without the `result.` prefix; the action’s own outputs mapping writes them to state.',
          [{ jobId: 'job-55120', state: 'Successful' }],
        ),
        error: described(
          { type: 'string', minLength: 1 },
          'Makes the action take its error path: `timeout` simulates CB-1020; any other text is the error message.',
          ['timeout'],
        ),
      },
      ['action'],
    ),
    oneOf: [{ required: ['outputs'] }, { required: ['error'] }],
  };
}

function botCheckSchema(): JsonSchema {
  return described(
    {
      anyOf: [
        { type: 'string' },
        {
          ...closedObject({
            text: described(
              { type: 'string' },
              'The whole message text, after templates are filled.',
              ['Your account is unlocked.'],
            ),
            contains: described({ type: 'string' }, 'The text includes this string.', ['Hi Dana']),
            matches: described({ type: 'string' }, 'The text matches this regular expression.', [
              'sent a temporary password to your (private|alternate) email',
            ]),
            quickReplies: described(
              { type: 'array', items: { type: 'string' } },
              'The message offers exactly these quick replies, in this order.',
              [['Windows', 'SAP', 'VPN']],
            ),
            card: described({ type: 'string' }, 'The message is a card with this title.', [
              'ThinkPad T14',
            ]),
          }),
          minProperties: 1,
        },
      ],
    },
    'Checks the next bot message; a string must match the whole text, a map checks each key it gives.',
    ['Your account is unlocked. Sign in and choose a new password.', { contains: 'Hi Dana' }],
  );
}

function expectSchema(): JsonSchema {
  return described(
    {
      ...closedObject({
        skill: described({ type: 'string' }, 'Name of the skill that is running.', [
          'Reset password',
        ]),
        intent: described({ type: 'string' }, 'Intent recognized for the last user message.', [
          'password.reset',
        ]),
        minConfidence: described(
          { type: 'number', minimum: 0, maximum: 1 },
          'Minimum confidence of that intent, from 0 to 1.',
          [0.7],
        ),
        state: stateMap(
          checkedVariables,
          'Variables and their expected values, keyed by `scope.name`.',
          {
            'conversation.resetDone': true,
          },
        ),
        ended: described({ type: 'boolean' }, 'Whether the conversation has ended.', [false]),
      }),
      minProperties: 1,
    },
    'Checks the conversation at this point.',
    [{ skill: 'Reset password', state: { 'conversation.resetDone': true } }],
  );
}

function stepSchema(): JsonSchema {
  const step = (key: string, schema: JsonSchema): JsonSchema => ({
    ...closedObject({ [key]: schema }, [key]),
    title: `${key} step`,
  });
  return {
    title: 'Step',
    description: 'One step of the conversation, with exactly one key.',
    oneOf: [
      step(
        'user',
        described({ type: 'string' }, 'The user sends this text.', ['I forgot my password']),
      ),
      step(
        'click',
        described(
          {
            anyOf: [
              { type: 'string' },
              closedObject(
                {
                  label: described({ type: 'string' }, 'The label of the button.', ['Order this']),
                  card: described(
                    { type: 'string' },
                    'The title of the card the button is on, among the cards of a carousel.',
                    ['ThinkPad T14'],
                  ),
                },
                ['label', 'card'],
              ),
            ],
          },
          'The user clicks the quick reply or card button with this label; a map of `label` and `card` clicks the button on the card with that title.',
          ['Windows', { label: 'Order this', card: 'ThinkPad T14' }],
        ),
      ),
      step(
        'submit',
        described(
          { type: 'object', propertyNames: { pattern: '^[A-Za-z0-9_]+$' } },
          'The user fills in the form card with these values, keyed by field ID, and presses its submit button; a field not given is left empty.',
          [{ summary: 'VPN drops every few minutes', category: 'network' }],
        ),
      ),
      step(
        'upload',
        described(
          { type: 'string' },
          'The user uploads this file, as a path relative to `tests/`.',
          ['files/vpn-error.png'],
        ),
      ),
      step('event', described({ enum: events }, 'The runtime receives this event.', ['user.idle'])),
      step('bot', botCheckSchema()),
      step('expect', expectSchema()),
    ],
  };
}

/** The JSON Schema of conversation tests, the YAML files under `tests/` that `cognibot test run` runs. */
export function testSchema(siteUrl: string): JsonSchema {
  return {
    $schema: jsonSchemaDialect,
    $id: `${siteUrl.replace(/\/$/, '')}/schemas/${testSchemaFile}`,
    title: 'CogniBot conversation test',
    description:
      'A conversation test: plays the user’s side of a conversation and checks what the bot answers. One test per file, under `tests/`.',
    ...closedObject(
      {
        name: described(
          { type: 'string', minLength: 1 },
          'Name shown in results and in JUnit XML.',
          ['Reset password - happy path'],
        ),
        description: described({ type: 'string' }, 'What the test proves.', [
          'A Teams user resets the Windows password.',
        ]),
        tags: described(
          { type: 'array', items: { type: 'string' }, default: [] },
          'Labels for selecting tests with `--tag`.',
          [['smoke', 'password']],
        ),
        channel: described({ enum: channels, default: 'webchat' }, 'The emulated channel.', [
          'msteams',
        ]),
        locale: described({ type: 'string', default: 'en' }, 'Value of `system.locale`.', ['en']),
        state: stateMap(
          presetVariables,
          'Initial values, keyed by `scope.name`; `user`, `conversation` and `project` scopes only. May set the identity values `user.name`, `user.email` and `user.phone`.',
          { 'user.name': 'Dana Whitfield' },
        ),
        mocks: described(
          { type: 'array', items: mockSchema(), default: [] },
          'Results to return instead of calling actions; every action the conversation reaches needs one.',
          [[{ action: 'Reset AD password', error: 'timeout' }]],
        ),
        steps: described(
          { type: 'array', minItems: 1, items: { $ref: '#/$defs/step' } },
          'The conversation, run in order.',
          [[{ user: 'reset my password please' }, { bot: { contains: 'Windows' } }]],
        ),
      },
      ['name', 'steps'],
    ),
    $defs: { step: stepSchema() },
  };
}
