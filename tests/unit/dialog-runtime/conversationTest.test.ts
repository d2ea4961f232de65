import { describe, expect, it } from 'vitest';
import {
  DialogLoadError,
  loadConversationTest,
  Project,
  runConversationTest,
} from '../../../src/features/dialog/runtime';
import { skill } from './harness';

const project = new Project({
  skills: [
    skill({
      name: 'Check order',
      triggers: [{ type: 'keyword', keywords: ['order status'], match: 'contains' }],
      dialogs: [
        `schema: cognibot.dialog/v1
id: main
name: Check order
start: ask
elements:
  - id: ask
    type: input
    prompt: Which order?
    expect: choice
    choices:
      - label: Laptop
        value: laptop
      - label: Phone
        value: phone
    variable: conversation.item
    paths:
      valid: look_up
      invalid: end
  - id: look_up
    type: action
    name: Find order
    connection: orders
    operation: query
    outputs:
      conversation.status: result.rows[0].status
    paths:
      success: tell
      error: sorry
  - id: tell
    type: card
    cards:
      - title: "Your {{ conversation.item }}"
        text: "{{ conversation.status }}"
    next: end
  - id: sorry
    type: message
    text: The order system is down.
    next: end`,
      ],
    }),
  ],
});

const run = (
  steps: string,
  mocks = 'mocks:\n  - action: Find order\n    outputs:\n      rows:\n        - status: shipped\n',
) => runConversationTest(project, loadConversationTest(`name: Order\n${mocks}steps:\n${steps}`));

describe('conversation tests', () => {
  it('passes when every step holds', () => {
    expect(
      run(`  - user: what is my order status
  - expect:
      skill: Check order
  - bot:
      text: Which order?
      quickReplies: [Laptop, Phone]
  - click: Laptop
  - bot:
      card: Your laptop
  - expect:
      state:
        conversation.status: shipped
        conversation.item: laptop
      ended: false`),
    ).toEqual({ name: 'Order', passed: true });
  });

  it('sends a message that starts no skill straight to the Fallback skill, without a knowledge lookup', () => {
    expect(
      run(`  - user: how do I print on both sides
  - bot: "Sorry, I didn't understand that. Could you say it in other words?"`),
    ).toEqual({ name: 'Order', passed: true });
  });

  it('reports the step, what it expected and the actual value, as cognibot test run prints them', () => {
    expect(run(`  - user: order status\n  - bot: Which order is it?`)).toEqual({
      name: 'Order',
      passed: false,
      failure: 'step 2 (bot): expected text to be "Which order is it?"',
      actual: 'actual: "Which order?"',
    });
    expect(run(`  - user: order status\n  - bot:\n      matches: "^Where"`).failure).toBe(
      'step 2 (bot): expected text to match /^Where/',
    );
    expect(run(`  - user: order status\n  - bot:\n      quickReplies: [Laptop]`)).toMatchObject({
      failure: 'step 2 (bot): expected quick replies [Laptop]',
      actual: 'actual: [Laptop, Phone]',
    });
    expect(run(`  - user: order status\n  - click: Tablet`).failure).toBe(
      'step 2 (click): no quick reply or button labeled "Tablet"',
    );
    expect(
      run(
        `  - user: order status\n  - click: Phone\n  - expect:\n      state:\n        conversation.status: lost`,
      ),
    ).toMatchObject({
      failure: 'step 3 (expect): expected conversation.status to be "lost"',
      actual: 'actual: "shipped"',
    });
    expect(run(`  - user: hello\n  - expect:\n      skill: Check order`)).toMatchObject({
      failure: 'step 2 (expect): expected skill "Check order" to be running',
      actual: 'actual: none',
    });
    expect(run(`  - user: order status\n  - bot: Which order?\n  - bot: More?`)).toMatchObject({
      failure: 'step 3 (bot): expected a bot message, but the bot sent no more',
    });
  });

  it('starts every test with an empty user scope, whatever an earlier test set', () => {
    const test = (state: string, expected: string) =>
      runConversationTest(
        project,
        loadConversationTest(
          `name: User scope\n${state}steps:\n  - expect:\n      state:\n        user.nickname: ${expected}\n`,
        ),
      );
    expect(test('state:\n  user.nickname: Dana\n', 'Dana').passed).toBe(true);
    expect(test('', 'null').passed).toBe(true);
  });

  it('fails with "unmocked action" when the conversation reaches an action without a mock', () => {
    expect(run(`  - user: order status\n  - click: Phone`, '')).toEqual({
      name: 'Order',
      passed: false,
      failure: 'step 2 (click): unmocked action "Find order"',
      actual: 'actual: no mock',
    });
  });

  it('makes a mocked error take the error path', () => {
    expect(
      run(
        `  - user: order status\n  - click: Phone\n  - bot: The order system is down.`,
        'mocks:\n  - action: Find order\n    error: timeout\n',
      ).passed,
    ).toBe(true);
  });

  it('skips messages a test does not check when the next turn starts', () => {
    expect(run(`  - user: hello\n  - user: order status\n  - bot: Which order?`).passed).toBe(true);
  });

  it('rejects a test file with a clear message for each problem', () => {
    expect(() => loadConversationTest('name: x\nsteps:\n  - user: hi\n    bot: hello\n')).toThrow(
      'step 1 must have exactly one of user, click, submit, upload, event, bot, expect',
    );
    expect(() =>
      loadConversationTest('name: x\nstate:\n  skill.count: 1\nsteps:\n  - user: hi\n'),
    ).toThrow('state: skill.count is not a user, conversation or project variable');
    expect(() =>
      loadConversationTest('name: x\nmocks:\n  - action: A\nsteps:\n  - user: hi\n'),
    ).toThrow('mocks[0] needs `action` and one of `outputs` and `error`');
    expect(() => loadConversationTest('name: [x\n')).toThrow(DialogLoadError);
  });
});
