import { elementSchema, nextSchema, pathsSchema, retriesSchema } from './commonFields';
import {
  closedObject,
  described,
  hasKey,
  keyIsOneOf,
  withoutKeys,
  type JsonSchema,
} from './jsonSchema';
import { limitMaximum, limitMegabytes, limitRange } from './limitValues';
import {
  templateText,
  writableVariableSchema,
  nameString,
  readableVariableString,
} from './vocabulary';

/** Message, card and file: the **Talk** group of the palette. */

export function quickRepliesSchema(): JsonSchema {
  return described(
    {
      type: 'array',
      maxItems: limitMaximum('message.quickReplies'),
      items: closedObject(
        {
          label: described({ type: 'string', maxLength: 20 }, 'Button text; up to 20 characters.', [
            'Main menu',
          ]),
          value: described(
            { type: 'string', maxLength: 256 },
            'Text sent as if the user had typed it; defaults to the label; up to 256 characters.',
            ['agent'],
          ),
        },
        ['label'],
      ),
    },
    'Quick replies shown under the text; tapping one sends its value as a user message.',
    [[{ label: 'Main menu' }, { label: 'Talk to an agent', value: 'agent' }]],
  );
}

export function messageElement(): JsonSchema {
  const textLength = limitMaximum('message.text');
  return elementSchema(
    'message',
    'message element',
    {
      text: templateText(
        `The text to send; up to ${textLength} characters after templates are filled in.`,
        ['Hi {{ user.name ?? "there" }}, I can reset your password.'],
        textLength,
      ),
      alternatives: described(
        {
          type: 'array',
          maxItems: limitMaximum('message.alternatives'),
          items: { type: 'string', maxLength: textLength },
        },
        'Other wordings; each time the element runs, the runtime picks the text or one alternative at random.',
        [['Your incident **{{ conversation.ticket.number }}** is open.']],
      ),
      format: described(
        { enum: ['markdown', 'plain'], default: 'markdown' },
        'How the text is read: Markdown (bold, italic, links, lists, line breaks) or plain text.',
        ['markdown'],
      ),
      quickReplies: quickRepliesSchema(),
      delay: described(
        { type: 'integer', minimum: 0, maximum: 5000, default: 0 },
        'Milliseconds to wait before sending, with a typing indicator; 0 to 5,000.',
        [800],
      ),
      speech: templateText(
        'Telephony only: the text to speak instead of the text, as plain text or SSML.',
        ['Your incident number is <say-as interpret-as="characters">INC0012345</say-as>.'],
        textLength,
      ),
      next: nextSchema(
        'taken when the message was sent, or skipped because a template had no value.',
      ),
    },
    ['text', 'next'],
  );
}

function cardButtonSchema(): JsonSchema {
  return {
    ...closedObject(
      {
        id: described(
          nameString,
          'Unique in the element; a reply button’s ID names its path under `paths`.',
          ['choose'],
        ),
        label: templateText('Button text; up to 20 characters.', ['Order this'], 20),
        type: described(
          { enum: ['reply', 'url'], default: 'reply' },
          '`reply` continues the dialog on the button’s path; `url` opens a page and does not continue.',
          ['reply'],
        ),
        value: templateText(
          'Reply buttons: the value stored in the card’s `variable`; defaults to the label; up to 256 characters.',
          ['{{ item.sku }}'],
          256,
        ),
        url: templateText('URL buttons: the HTTPS address to open.', ['{{ item.specsUrl }}']),
      },
      ['id', 'label'],
    ),
    allOf: [{ if: keyIsOneOf('type', ['url']), then: hasKey('url'), else: withoutKeys(['url']) }],
  };
}

function cardSchema(): JsonSchema {
  return closedObject(
    {
      title: templateText('Title of the card; up to 80 characters.', ['{{ item.model }}'], 80),
      subtitle: templateText('Subtitle; up to 120 characters.', ['{{ item.price }} EUR'], 120),
      text: templateText(
        'Text of the card; up to 1,000 characters.',
        ['Delivered in 5 days.'],
        1000,
      ),
      image: templateText('HTTPS address of a PNG, JPEG or GIF image.', ['{{ item.imageUrl }}']),
      imageAlt: templateText(
        'Image description for screen readers; up to 200 characters.',
        ['Photo of the {{ item.model }}'],
        200,
      ),
      buttons: described(
        { type: 'array', maxItems: limitMaximum('card.buttons'), items: cardButtonSchema() },
        'Buttons of the card.',
        [[{ id: 'choose', label: 'Order this', value: '{{ item.sku }}' }]],
      ),
    },
    ['title'],
  );
}

export function cardElement(): JsonSchema {
  const carousel = limitRange('card.carousel');
  return elementSchema(
    'card',
    'card element',
    {
      layout: described(
        { enum: ['single', 'carousel'], default: 'single' },
        'One card, or a carousel that scrolls sideways.',
        ['carousel'],
      ),
      cards: described(
        { type: 'array', minItems: 1, maxItems: carousel.maximum, items: cardSchema() },
        `The cards: exactly 1 for \`single\`, ${carousel.minimum} to ${carousel.maximum} for \`carousel\`, or 1 design card with \`forEach\`.`,
        [[{ title: 'ThinkPad T14', buttons: [{ id: 'choose', label: 'Order this' }] }]],
      ),
      forEach: described(
        readableVariableString,
        `Carousel only: a list variable; the first card is repeated for each item, up to ${carousel.maximum}, and reads it as \`{{ item.… }}\`.`,
        ['skill.laptops'],
      ),
      variable: {
        ...writableVariableSchema,
        description:
          'Save choice to: a string variable that receives the value of the reply button pressed.',
        examples: ['skill.chosenSku'],
      },
      paths: described(
        {
          type: 'object',
          propertyNames: nameString,
          additionalProperties: { $ref: '#/$defs/target' },
          minProperties: 1,
        },
        'A card with reply buttons: one path per reply button ID, and `other` for text that matches no button.',
        [{ choose: 'order_form', other: 'laptop_help' }],
      ),
      next: nextSchema('a card without reply buttons continues here right after it is sent.'),
    },
    ['cards'],
    [
      { oneOf: [hasKey('paths'), hasKey('next')] },
      { if: keyIsOneOf('layout', ['carousel']), then: {}, else: withoutKeys(['forEach']) },
      {
        if: keyIsOneOf('layout', ['carousel']),
        then: {
          if: hasKey('forEach'),
          then: { properties: { cards: { type: 'array', maxItems: 1 } } },
          else: { properties: { cards: { type: 'array', minItems: carousel.minimum } } },
        },
        else: { properties: { cards: { type: 'array', maxItems: 1 } } },
      },
    ],
  );
}

function fileProperties(): Record<string, Record<string, JsonSchema>> {
  const maxMegabytes = limitMegabytes('file.size');
  return {
    send: {
      source: templateText(
        'A file ID such as `{{ conversation.report.fileId }}`, or an HTTPS address the dialog-runtime can reach.',
        ['{{ conversation.summaryPdf.fileId }}'],
      ),
      fileName: templateText(
        'File name shown to the user, with the extension; up to 200 characters.',
        ['{{ conversation.incidentNumber }}-summary.pdf'],
        200,
      ),
      caption: templateText(
        'Shown with the file; up to 1,024 characters.',
        ['Your summary.'],
        1024,
      ),
      next: nextSchema('taken when the file was sent, or could not be sent.'),
    },
    receive: {
      prompt: templateText(
        'The request to upload; up to 4,096 characters.',
        ['If you have a screenshot of the error, send it now.'],
        limitMaximum('message.text'),
      ),
      variable: {
        ...writableVariableSchema,
        description:
          'Save file to: an object variable for the file object, or a list variable when `maxFiles` is above 1.',
        examples: ['conversation.screenshot'],
      },
      allowedTypes: described(
        {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: { type: 'string', pattern: '^[a-z0-9]+$' },
          default: ['pdf', 'png', 'jpg', 'docx', 'xlsx', 'txt'],
        },
        'File extensions accepted; `jpg` also accepts `.jpeg`. The content must match the extension.',
        [['png', 'jpg']],
      ),
      maxSizeMb: described(
        { type: 'number', minimum: 1, maximum: maxMegabytes, default: maxMegabytes },
        `Maximum size per file in MB; 1 to ${maxMegabytes}.`,
        [10],
      ),
      maxFiles: described(
        { type: 'integer', minimum: 1, maximum: 5, default: 1 },
        'How many files the user may send; 1 to 5.',
        [1],
      ),
      optional: described(
        { type: 'boolean', default: false },
        'Adds a Skip quick reply and the `skipped` path.',
        [true],
      ),
      retries: retriesSchema('the upload request'),
      retryPrompt: templateText(
        'Sent after a wrong upload; by default it names the allowed types and the size limit.',
        ['Please send a PNG or JPG file of up to 10 MB.'],
        limitMaximum('message.text'),
      ),
      paths: pathsSchema(
        'The exits of a file element that receives.',
        {
          received: 'All uploaded files passed the checks and were stored.',
          invalid: 'The retries are used up, or the channel cannot receive files.',
          skipped: 'The user chose Skip; only with `optional: true`.',
        },
        ['skipped'],
      ),
    },
  };
}

export function fileElement(): JsonSchema {
  const { send, receive } = fileProperties();
  const mode = described(
    { enum: ['send', 'receive'], default: 'send' },
    'Send a file to the user, or ask the user to upload one.',
    ['receive'],
  );
  const sendSchema = elementSchema('file', 'file element, send mode', { mode, ...send }, [
    'source',
    'next',
  ]);
  const receiveSchema = elementSchema(
    'file',
    'file element, receive mode',
    { mode, ...receive },
    ['mode', 'prompt', 'variable', 'paths'],
    [
      {
        if: { properties: { optional: { const: true } }, required: ['optional'] },
        then: { properties: { paths: hasKey('skipped') } },
        else: { properties: { paths: { type: 'object', ...withoutKeys(['skipped']) } } },
      },
    ],
  );
  return {
    title: 'file element',
    type: 'object',
    properties: { type: sendSchema.properties?.type ?? {} },
    required: ['type'],
    if: keyIsOneOf('mode', ['receive']),
    then: receiveSchema,
    else: sendSchema,
  };
}
