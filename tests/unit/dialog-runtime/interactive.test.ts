import { describe, expect, it } from 'vitest';
import { chatWith, keywordSkill } from './harness';

const dialog = (elements: string): string => `schema: cognibot.dialog/v1
id: main
name: Test
start: first
elements:
${elements}`;

const say = (id: string, text: string): string => `  - id: ${id}
    type: message
    text: "${text}"
    next: end`;

describe('card element', () => {
  const carousel = dialog(`  - id: first
    type: action
    name: Load catalog
    connection: catalog
    operation: request
    outputs:
      skill.laptops: result.body
    paths:
      success: laptops
      error: help
  - id: laptops
    type: card
    layout: carousel
    forEach: skill.laptops
    variable: skill.chosenSku
    cards:
      - title: "{{ item.model }}"
        subtitle: "{{ item.price }} EUR"
        buttons:
          - id: choose
            label: Order this
            value: "{{ item.sku }}"
          - id: specs
            label: Full specs
            type: url
            url: "https://example.com/{{ item.sku }}"
    paths:
      choose: ordered
      other: help
${say('ordered', 'Ordering {{ skill.chosenSku }}')}
${say('help', 'Let me help')}`);
  const laptops = [
    { sku: 'T14', model: 'ThinkPad T14', price: 1200 },
    { sku: 'X1', model: 'ThinkPad X1', price: 1900 },
  ];
  const start = () => {
    const chat = chatWith([keywordSkill('Order', 'order', carousel)], {
      actions: { 'Load catalog': { outputs: { status: 200, body: laptops } } },
    });
    return { chat, shown: chat.send('order').outputs[0] };
  };

  it('repeats the design card for each item of the list', () => {
    const { shown } = start();
    expect(shown?.kind).toBe('card');
    if (shown?.kind !== 'card') return;
    expect(shown.cards.map((card) => [card.title, card.subtitle])).toEqual([
      ['ThinkPad T14', '1200 EUR'],
      ['ThinkPad X1', '1900 EUR'],
    ]);
    expect(shown.cards[1]?.buttons).toEqual([
      { id: 'choose', label: 'Order this', type: 'reply', value: 'X1' },
      { id: 'specs', label: 'Full specs', type: 'url', url: 'https://example.com/X1' },
    ]);
  });

  it('follows the pressed reply button and stores its value; a link button leaves it waiting', () => {
    const { chat } = start();
    expect(
      chat.send({ type: 'click', label: 'Full specs', value: '', buttonId: 'specs' }).outputs,
    ).toEqual([]);
    expect(chat.conversation.active?.wait?.located.element.id).toBe('laptops');
    expect(
      chat.send({ type: 'click', label: 'Order this', value: 'X1', buttonId: 'choose' }).outputs,
    ).toMatchObject([{ text: 'Ordering X1' }]);
  });

  it('accepts a typed button value and takes other for any other text', () => {
    const typed = start().chat;
    expect(typed.say('t14')).toEqual(['Ordering T14']);
    const other = start().chat;
    expect(other.say('none of these')).toEqual(['Let me help']);
  });

  it('takes the first card for a typed label that every generated card shares', () => {
    const { chat } = start();
    expect(chat.say('Order this')).toEqual(['Ordering T14']);
  });

  it('continues on next right away when the card has no reply buttons', () => {
    const chat = chatWith([
      keywordSkill(
        'Info',
        'info',
        dialog(`  - id: first
    type: card
    cards:
      - title: VPN guide
        buttons:
          - id: open
            label: Open
            type: url
            url: https://example.com/vpn
    next: after
${say('after', 'Anything else?')}`),
      ),
    ]);
    expect(chat.say('info')).toEqual(['[card] VPN guide', 'Anything else?']);
    expect(chat.conversation.active).toBeUndefined();
  });
});

describe('file element', () => {
  const receive = (extra = ''): string =>
    dialog(`  - id: first
    type: file
    mode: receive
    prompt: Send a screenshot.
    allowedTypes: [png, jpg]
    maxSizeMb: 10
    retries: 1
    variable: conversation.screenshot
${extra}    paths:
      received: got
      invalid: gave_up
      skipped: skipped
${say('got', 'Got {{ conversation.screenshot.name }} as {{ conversation.screenshot.contentType }}')}
${say('gave_up', 'No file')}
${say('skipped', 'Skipped')}`);

  it('stores the file object of an accepted upload and takes received', () => {
    const chat = chatWith([keywordSkill('Upload', 'upload', receive())]);
    chat.say('upload');
    const turn = chat.send({ type: 'upload', files: [{ name: 'error.JPEG', size: 2_000_000 }] });
    expect(turn.outputs).toMatchObject([{ text: 'Got error.JPEG as image/jpeg' }]);
  });

  it('refuses wrong types, oversized files and renamed content, then takes invalid', () => {
    const chat = chatWith([keywordSkill('Upload', 'upload', receive())]);
    chat.say('upload');
    expect(
      chat.send({ type: 'upload', files: [{ name: 'doc.pdf', size: 10 }] }).outputs,
    ).toMatchObject([{ text: 'Please send a file of type png, jpg, up to 10 MB.' }]);
    expect(
      chat.send({ type: 'upload', files: [{ name: 'big.png', size: 11 * 1024 * 1024 }] }).outputs,
    ).toMatchObject([{ text: 'No file' }]);
    const renamed = chatWith([keywordSkill('Upload', 'upload', receive())]);
    renamed.say('upload');
    expect(
      renamed.send({
        type: 'upload',
        files: [{ name: 'fake.png', size: 10, contentType: 'application/pdf' }],
      }).outputs,
    ).toMatchObject([{ text: 'Please send a file of type png, jpg, up to 10 MB.' }]);
  });

  it('counts text as a wrong answer, and offers Skip when optional', () => {
    const chat = chatWith([keywordSkill('Upload', 'upload', receive('    optional: true\n'))]);
    const prompt = chat.send('upload').outputs[0];
    expect(prompt?.kind === 'text' ? prompt.quickReplies : []).toEqual([
      { label: 'Skip', value: 'Skip' },
    ]);
    expect(chat.say('here it is')).toEqual(['Please send a file of type png, jpg, up to 10 MB.']);
    expect(chat.say('skip')).toEqual(['Skipped']);
  });

  it('takes invalid at once on telephony and sends a file with its caption elsewhere', () => {
    const phone = chatWith([keywordSkill('Upload', 'upload', receive())], { channel: 'telephony' });
    expect(phone.say('upload')).toEqual(['No file']);
    const send = dialog(`  - id: first
    type: file
    source: "{{ conversation.summaryPdf.fileId }}"
    fileName: "{{ conversation.incidentNumber }}-summary.pdf"
    caption: Your summary.
    next: end`);
    const chat = chatWith([keywordSkill('Send', 'send', send)]);
    chat.conversation.state.preset({
      'conversation.summaryPdf': { fileId: 'fil_1' },
      'conversation.incidentNumber': 'INC9',
    });
    expect(chat.send('send').outputs).toEqual([
      {
        kind: 'file',
        elementId: 'first',
        source: 'fil_1',
        fileName: 'INC9-summary.pdf',
        caption: 'Your summary.',
      },
    ]);
  });
});

describe('form element', () => {
  const form = (extra: string): string =>
    dialog(`  - id: first
    type: form
    intro: Tell me more.
    retries: 1
${extra}    fields:
      - id: summary
        label: What is the problem?
        variable: conversation.summary
        max: 20
      - id: category
        label: Which area?
        type: choice
        options:
          - label: Network
            value: network
          - label: Hardware
            value: hardware
        variable: conversation.category
      - id: since
        label: Since when?
        type: date
        required: false
        variable: conversation.since
    paths:
      submitted: done
      canceled: canceled
${say('done', 'Created for {{ conversation.summary }} in {{ conversation.category }}')}
${say('canceled', 'Canceled')}`);

  it('asks step by step on WhatsApp, offers Skip for optional fields and writes all answers on submit', () => {
    const chat = chatWith([keywordSkill('Report', 'report', form('    mode: auto\n'))], {
      channel: 'whatsapp',
    });
    expect(chat.say('report')).toEqual(['Tell me more.', 'What is the problem?']);
    expect(chat.say('VPN down')).toEqual(['Which area?']);
    expect(chat.read('conversation.summary')).toBeNull();
    expect(chat.say('1')).toEqual(['Since when?']);
    expect(chat.say('skip')).toEqual(['Created for VPN down in network']);
  });

  it('asks step by step on WhatsApp and telephony even in card mode, which cannot show a card there', () => {
    for (const channel of ['whatsapp', 'telephony'] as const) {
      const chat = chatWith([keywordSkill('Report', 'report', form('    mode: card\n'))], {
        channel,
      });
      expect(chat.say('report')).toEqual(['Tell me more.', 'What is the problem?']);
    }
    const webChat = chatWith([keywordSkill('Report', 'report', form('    mode: card\n'))]);
    expect(webChat.say('report')).toEqual(['Tell me more.', '[form] ']);
  });

  it('cancels with the cancel label, or when a required field used up its retries, writing nothing', () => {
    const chat = chatWith([keywordSkill('Report', 'report', form('    mode: stepwise\n'))]);
    chat.say('report');
    chat.say('VPN down');
    expect(chat.say('cancel')).toEqual(['Canceled']);
    expect(chat.read('conversation.summary')).toBeNull();
    const retries = chatWith([keywordSkill('Report', 'report', form('    mode: stepwise\n'))]);
    retries.say('report');
    expect(retries.say('a summary that is far too long')).toEqual([
      "Sorry, I didn't get that. What is the problem?",
    ]);
    expect(retries.say('another summary that is too long')).toEqual(['Canceled']);
  });

  it('asks for confirmation before submitting when confirm is on', () => {
    const chat = chatWith([
      keywordSkill('Report', 'report', form('    mode: stepwise\n    confirm: true\n')),
    ]);
    chat.say('report');
    chat.say('Mail broken');
    chat.say('hardware');
    const confirmation = chat.say('tomorrow')[0] ?? '';
    expect(confirmation).toMatch(/^Please confirm:/);
    // Text and dates in double quotes, the date in the locale's short form as templates show it.
    expect(confirmation).toContain('"Mail broken"');
    expect(confirmation).toMatch(/"\d{1,2}\/\d{1,2}\/\d{4}"$/m);
    expect(confirmation).not.toContain('{"time"');
    expect(chat.say('yes')).toEqual(['Created for Mail broken in hardware']);
  });

  it('shows one form on web chat and keeps it open until a submission is valid', () => {
    const chat = chatWith([keywordSkill('Report', 'report', form('    mode: auto\n'))]);
    expect(chat.say('report')).toEqual(['Tell me more.', '[form] ']);
    expect(
      chat.send({ type: 'submit', values: { summary: 'Printer jam', category: 'plants' } }).outputs,
    ).toMatchObject([{ text: 'Please correct: Which area? not one of the choices' }]);
    expect(
      chat.send({ type: 'submit', values: { summary: 'Printer jam', category: 'Hardware' } })
        .outputs,
    ).toMatchObject([{ text: 'Created for Printer jam in hardware' }]);
  });

  it('shows the form card again for unrelated text, without using a retry', () => {
    const chat = chatWith([keywordSkill('Report', 'report', form('    mode: card\n'))]);
    chat.say('report');
    expect(chat.say('what is this?')).toEqual(['[form] ']);
    expect(chat.say('still no idea')).toEqual(['[form] ']);
    expect(chat.conversation.active?.wait?.state.retriesUsed).toBe(0);
    expect(
      chat.send({ type: 'submit', values: { summary: 'Printer jam', category: 'network' } })
        .outputs,
    ).toMatchObject([{ text: 'Created for Printer jam in network' }]);
  });
});
