import { elementSchema, pathsSchema } from './commonFields';
import { described, hasKey, keyIsOneOf, withoutKeys, type JsonSchema } from './jsonSchema';
import { limitDefaultAndMaximum, limitMaximum, limitRange } from './limitValues';
import { templateText, writableVariableSchema, writableVariableString } from './vocabulary';

/** A result field path such as `result.number` or `result.records[0].sys_id`. */
const resultFieldPattern = String.raw`^result(\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])*$`;

/** The action element: the **Integrate** group of the palette. */
export function actionElement(): JsonSchema {
  const timeout = limitDefaultAndMaximum('action.timeout');
  const extensionTimeout = limitMaximum('extension.timeout');
  const retries = limitRange('action.retries');
  return elementSchema(
    'action',
    'action element',
    {
      kind: described(
        { enum: ['connection', 'extension', 'knowledge'], default: 'connection' },
        'Call a connection operation, an extension action, or search the linked KM projects.',
        ['connection'],
      ),
      connection: described(
        { type: 'string' },
        '`connection` only: the name of a connection of the project.',
        ['servicenow'],
      ),
      extension: described(
        { type: 'string' },
        '`extension` only: the `name` from the extension’s `cognibot-extension.json`.',
        ['license-tools'],
      ),
      version: described(
        { type: 'string' },
        '`extension` only: the published version the element calls.',
        ['2.1.0'],
      ),
      operation: described(
        { type: 'string' },
        'A connection operation, an extension action `id`, or `search` for `knowledge`.',
        ['createRecord', 'search'],
      ),
      inputs: described(
        { type: 'object' },
        'The operation’s parameters, each a value or a template; a value that is one template only keeps the variable’s type.',
        [{ table: 'incident', sysId: '{{ conversation.incidentSysId }}' }],
      ),
      outputs: described(
        {
          type: 'object',
          propertyNames: writableVariableString,
          additionalProperties: { type: 'string', pattern: resultFieldPattern },
        },
        'Writes fields of the result to declared variables: variable as key, result field as value.',
        [{ 'conversation.incidentNumber': 'result.number' }],
      ),
      timeout: described(
        { type: 'number', minimum: 1, maximum: timeout.maximum },
        `Seconds to wait for the result, up to ${timeout.maximum}; overrides the connection's Timeout for this call. Without it: the connection's Timeout for connections, ${timeout.default} for knowledge; extensions at most ${extensionTimeout}.`,
        [20],
      ),
      retries: described(
        { type: 'integer', minimum: retries.minimum, maximum: retries.maximum, default: 0 },
        `Retries after timeouts, network errors and HTTP 429, 502, 503 or 504; ${retries.minimum} to ${retries.maximum}.`,
        [1],
      ),
      waitMessage: templateText('Sent once if the call still runs after 3 seconds.', [
        "One moment, I'm creating your incident…",
      ]),
      errorVariable: {
        ...writableVariableSchema,
        description:
          'An object variable that receives the error object on the `error` path; `skill.lastError` by default.',
        examples: ['skill.assignError'],
      },
      paths: pathsSchema('The exits of an action.', {
        success: 'The call completed within the timeout and all outputs were written.',
        error: 'The call failed, timed out, returned an error status, or an output did not fit.',
      }),
    },
    ['operation', 'paths'],
    [
      {
        if: keyIsOneOf('kind', ['extension']),
        then: {
          ...hasKey('extension'),
          ...withoutKeys(['connection']),
          properties: { timeout: { type: 'number', maximum: extensionTimeout } },
        },
      },
      {
        if: keyIsOneOf('kind', ['knowledge']),
        then: {
          ...withoutKeys(['connection', 'extension', 'version']),
          properties: { operation: { const: 'search' } },
        },
      },
      {
        if: keyIsOneOf('kind', ['extension', 'knowledge']),
        else: { ...hasKey('connection'), ...withoutKeys(['extension', 'version']) },
      },
    ],
  );
}
