import { describe, expect, it } from 'vitest';
import {
  DialogLoadError,
  loadConversationTest,
  Project,
  runConversationTest,
} from '../../../src/features/dialog/runtime';
import { skill } from './harness';

const dialog = (elements: string): string => `schema: cognibot.dialog/v1
id: main
name: Test
start: first
elements:
${elements}
  - id: done
    type: message
    text: "Done: {{ conversation.choice ?? \\"nothing\\" }}"
    next: end
  - id: stopped
    type: message
    text: Stopped.
    next: end`;

const project = (keyword: string, elements: string) =>
  new Project({
    skills: [
      skill({
        name: keyword,
        triggers: [{ type: 'keyword', keywords: [keyword], match: 'contains' }],
        dialogs: [dialog(elements)],
      }),
    ],
  });

const run = (target: Project, text: string) =>
  runConversationTest(target, loadConversationTest(text));

describe('the submit step', () => {
  const incident = project(
    'incident',
    `  - id: first
    type: form
    title: Report an IT incident
    mode: auto
    fields:
      - id: summary
        label: What is the problem?
        variable: conversation.summary
      - id: category
        label: Which area?
        type: choice
        options:
          - label: Network and VPN
            value: network
          - label: Laptop or phone
            value: hardware
        variable: conversation.choice
    paths:
      submitted: done
      canceled: stopped`,
  );

  it('submits the form card on web chat with the values by field ID', () => {
    expect(
      run(
        incident,
        `name: Form
steps:
  - user: incident
  - submit:
      summary: VPN drops
      category: network
  - bot: "Done: network"
  - expect:
      state:
        conversation.summary: VPN drops`,
      ),
    ).toEqual({ name: 'Form', passed: true });
  });

  it('leaves the card open with the correction message when a required field is missing', () => {
    expect(
      run(
        incident,
        `name: Form
steps:
  - user: incident
  - submit:
      category: network
  - bot:
      contains: Please correct
  - expect:
      state:
        conversation.choice: null`,
      ).passed,
    ).toBe(true);
  });

  it('fails with a clear message when no form card waits or a field ID is unknown', () => {
    expect(run(incident, `name: F\nsteps:\n  - submit:\n      summary: x`)).toEqual({
      name: 'F',
      passed: false,
      failure: 'step 1 (submit): no form card to submit',
      actual: 'actual: none',
    });
    expect(
      run(incident, `name: F\nsteps:\n  - user: incident\n  - submit:\n      area: network`),
    ).toMatchObject({
      failure: 'step 2 (submit): form "Report an IT incident" has no field "area"',
      actual: 'actual: [summary, category]',
    });
  });

  it('rejects a submit step that is not a map', () => {
    expect(() => loadConversationTest('name: x\nsteps:\n  - submit: yes please\n')).toThrow(
      'step 1: `submit` needs a map of form field IDs and values',
    );
    expect(() => loadConversationTest('name: x\nsteps:\n  - submit: [a]\n')).toThrow(
      DialogLoadError,
    );
  });
});

describe('the click step on a card of a carousel', () => {
  const laptops = [
    { sku: 'T14', model: 'ThinkPad T14' },
    { sku: 'X1', model: 'ThinkPad X1' },
    { sku: 'Z13', model: 'ThinkPad Z13' },
  ];
  const catalog = project(
    'order',
    `  - id: first
    type: action
    name: Load catalog
    connection: catalog
    operation: query
    outputs:
      skill.laptops: result.rows
    paths:
      success: pick
      error: stopped
  - id: pick
    type: card
    layout: carousel
    forEach: skill.laptops
    variable: conversation.choice
    cards:
      - title: "{{ item.model }}"
        buttons:
          - id: choose
            label: Order this
            value: "{{ item.sku }}"
    paths:
      choose: done
      other: stopped`,
  );
  const test = (click: string) =>
    run(
      catalog,
      `name: Carousel
mocks:
  - action: Load catalog
    outputs:
      rows: ${JSON.stringify(laptops)}
steps:
  - user: order
  - click: ${click}
  - bot: "Done: Z13"`,
    );

  it('presses the button of the card with that title', () => {
    expect(test('{label: Order this, card: ThinkPad Z13}')).toEqual({
      name: 'Carousel',
      passed: true,
    });
  });

  it('presses the first card’s button when only the label is given', () => {
    expect(test('Order this')).toMatchObject({
      passed: false,
      failure: 'step 3 (bot): expected text to be "Done: Z13"',
      actual: 'actual: "Done: T14"',
    });
  });

  it('fails when no card has that title', () => {
    expect(test('{label: Order this, card: ThinkPad P1}')).toMatchObject({
      failure:
        'step 2 (click): no quick reply or button labeled "Order this" on the card "ThinkPad P1"',
    });
  });

  it('rejects a click map without a card', () => {
    expect(() => loadConversationTest('name: x\nsteps:\n  - click:\n      label: Go\n')).toThrow(
      'step 1: `click` needs a label, or a map of `label` and `card`',
    );
  });
});
