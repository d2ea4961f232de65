import { closedObject, described, type JsonSchema } from './jsonSchema';
import { limitCountAndLength } from './limitValues';
import { channels, events, dialogIdString, writableVariableString } from './vocabulary';

/** Keys every trigger has, from the Triggers tab of the Dialog Designer. */
function triggerCommon(type: 'intent' | 'keyword' | 'event'): Record<string, JsonSchema> {
  return {
    type: described({ const: type }, 'The trigger type.', [type]),
    dialog: described(
      dialogIdString,
      'The dialog the trigger starts; the start dialog by default.',
      ['main'],
    ),
    channels: channelsSchema('Narrows the trigger to some of the skill’s channels.'),
    enabled: described(
      { type: 'boolean', default: true },
      'A disabled trigger is kept but ignored at runtime.',
      [true],
    ),
  };
}

function channelsSchema(description: string): JsonSchema {
  return described({ type: 'array', uniqueItems: true, items: { enum: channels } }, description, [
    ['msteams', 'webchat'],
  ]);
}

function triggerSchemas(): Record<string, JsonSchema> {
  const keywords = limitCountAndLength('trigger.keywords');
  return {
    intentTrigger: closedObject(
      {
        ...triggerCommon('intent'),
        intent: described({ type: 'string' }, 'An intent of the linked NLU project.', [
          'password.reset',
        ]),
        minConfidence: described(
          { type: 'number', minimum: 0, maximum: 1 },
          'Minimum confidence, 0 to 1; the NLU project’s threshold (0.70 by default) when left out.',
          [0.75],
        ),
        entityMapping: described(
          {
            type: 'object',
            additionalProperties: writableVariableString,
          },
          'Copies recognized entities into declared variables before the dialog starts: entity as key, variable as value.',
          [{ username: 'skill.accountName' }],
        ),
      },
      ['type', 'intent'],
    ),
    keywordTrigger: closedObject(
      {
        ...triggerCommon('keyword'),
        keywords: described(
          {
            type: 'array',
            minItems: 1,
            maxItems: keywords.count,
            items: { type: 'string', minLength: 1, maxLength: keywords.length },
          },
          `Words or phrases, matched without regard to case; up to ${keywords.count}, each up to ${keywords.length} characters.`,
          [['reset password', 'forgot password']],
        ),
        match: described(
          { enum: ['contains', 'wholeMessage'], default: 'contains' },
          '`contains`: the phrase appears as whole words; `wholeMessage`: the message is exactly the phrase, ignoring case and extra spaces; punctuation counts.',
          ['contains'],
        ),
      },
      ['type', 'keywords'],
    ),
    eventTrigger: closedObject(
      {
        ...triggerCommon('event'),
        event: described({ enum: events }, 'The event that starts the skill.', [
          'conversation.start',
        ]),
      },
      ['type', 'event'],
    ),
  };
}

/** The skill file, `skills/<skill>/skill.yaml`, with the settings and triggers of one skill. */
export function skillDefinitions(): Record<string, JsonSchema> {
  return {
    ...triggerSchemas(),
    skill: {
      title: 'CogniBot skill file (skill.yaml)',
      ...closedObject(
        {
          id: described(
            { type: 'string', pattern: '^skl_[a-z0-9]+$' },
            'The skill ID; never changes.',
            ['skl_4h8p2x1n'],
          ),
          name: described(
            { type: 'string', maxLength: 80 },
            'Unique in the project; up to 80 characters.',
            ['Reset password'],
          ),
          description: described({ type: 'string', maxLength: 500 }, 'Up to 500 characters.', [
            'Resets an Active Directory password.',
          ]),
          suggestionLabel: described(
            { type: 'string', maxLength: 20 },
            'Offered as a quick reply when the bot asks which skill the user meant, so up to 20 characters like any quick reply label.',
            ['Reset my password'],
          ),
          enabled: described(
            { type: 'boolean', default: true },
            'When off, the skill’s triggers are ignored.',
            [true],
          ),
          startDialog: described(
            { ...dialogIdString, default: 'main' },
            'The dialog a trigger starts unless the trigger names another.',
            ['main'],
          ),
          interruptible: described(
            { type: 'boolean', default: true },
            'When off, contains keywords, intents and events other than `conversation.end` cannot start another skill while this skill waits for an answer; whole-message keywords and `conversation.end` still can.',
            [true],
          ),
          resumeAfterInterruption: described(
            { type: 'boolean', default: true },
            'When on, the skill asks its last question again after an interrupting skill ends.',
            [true],
          ),
          endsOtherSkills: described(
            { type: 'boolean', default: false },
            'When on, starting this skill ends the waiting skill and every suspended skill instead of suspending them, so none asks its question again: for a `cancel` or `menu` command.',
            [false],
          ),
          channels: channelsSchema('Triggers are ignored on channels that are not selected.'),
          triggers: described(
            {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  type: described({ enum: ['intent', 'keyword', 'event'] }, 'The trigger type.', [
                    'keyword',
                  ]),
                },
                required: ['type'],
                discriminator: { propertyName: 'type' },
                oneOf: [
                  { $ref: '#/$defs/intentTrigger' },
                  { $ref: '#/$defs/keywordTrigger' },
                  { $ref: '#/$defs/eventTrigger' },
                ],
              },
            },
            'The intents, keywords and events that start the skill.',
            [[{ type: 'keyword', keywords: ['reset password'], match: 'contains' }]],
          ),
        },
        ['id', 'name'],
      ),
    },
  };
}
