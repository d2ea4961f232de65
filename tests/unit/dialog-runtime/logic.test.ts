import { describe, expect, it } from 'vitest';
import { UnmockedActionError } from '../../../src/features/dialog/runtime';
import { chatWith, keywordSkill, skill } from './harness';

const dialog = (elements: string, start = 'first'): string => `schema: cognibot.dialog/v1
id: main
name: Test
start: ${start}
elements:
${elements}`;

const say = (id: string, text: string, next = 'end'): string => `  - id: ${id}
    type: message
    text: "${text}"
    next: ${next}`;

describe('branch element', () => {
  const branch = dialog(`  - id: first
    type: branch
    conditions:
      - label: VIP outage
        when: "user.isVip == true && matches(conversation.summary, \\"outage|down\\", \\"i\\")"
        next: urgent
      - label: High priority
        when: "conversation.priority <= 2"
        next: high
    default: normal
${say('urgent', 'urgent')}
${say('high', 'high')}
${say('normal', 'normal')}`);

  it('follows the first true condition and the default when none is true', () => {
    const run = (state: Record<string, unknown>): string[] => {
      const chat = chatWith([keywordSkill('Route', 'go', branch)]);
      chat.conversation.state.preset(state);
      return chat.say('go');
    };
    expect(
      run({
        'user.isVip': true,
        'conversation.summary': 'Email is DOWN',
        'conversation.priority': 1,
      }),
    ).toEqual(['urgent']);
    expect(run({ 'user.isVip': false, 'conversation.priority': 1 })).toEqual(['high']);
    expect(run({ 'user.isVip': false, 'conversation.priority': 4 })).toEqual(['normal']);
  });

  it('treats a condition with a type error as false and logs CB-1015', () => {
    const chat = chatWith([keywordSkill('Route', 'go', branch)]);
    chat.conversation.state.preset({ 'user.isVip': false, 'conversation.priority': '2' });
    expect(chat.say('go')).toEqual(['normal']);
    expect(chat.codes()).toEqual(['CB-1015']);
  });
});

describe('set_state element', () => {
  const setState = dialog(`  - id: first
    type: set_state
    assignments:
      - variable: user.lastTicketId
        kind: template
        value: "{{ conversation.incidentNumber }}"
      - variable: conversation.isUrgent
        kind: expression
        value: "conversation.priority <= 2 || user.isVip == true"
      - variable: conversation.openedTickets
        operation: append
        kind: template
        value: "{{ conversation.incidentNumber }}"
      - variable: conversation.openedTickets
        operation: append
        value: INC2
      - variable: conversation.openedTickets
        operation: remove
        value: INC2
      - variable: skill.attempts
        operation: increment
        by: 2
      - variable: conversation.count
        operation: increment
        by: -1
      - variable: conversation.temp
        operation: clear
    next: end`);

  it('applies set, clear, increment, append and remove top to bottom with each kind', () => {
    const chat = chatWith([keywordSkill('Remember', 'go', setState)]);
    chat.conversation.state.preset({
      'conversation.incidentNumber': 'INC1',
      'conversation.priority': 1,
      'conversation.temp': 'x',
      'conversation.count': 5,
    });
    chat.say('go');
    expect(chat.read('user.lastTicketId')).toBe('INC1');
    expect(chat.read('conversation.isUrgent')).toBe(true);
    expect(chat.read('conversation.openedTickets')).toEqual(['INC1']);
    expect(chat.read('conversation.count')).toBe(4);
    expect(chat.read('conversation.temp')).toBeNull();
    expect(chat.codes()).toEqual([]);
  });

  it('rejects a value of the wrong type with CB-1015, keeps the variable and applies the rest', () => {
    const declarations = {
      'conversation.priority': { type: 'number' as const },
      'conversation.flag': { type: 'boolean' as const },
    };
    const chat = chatWith(
      [
        keywordSkill(
          'Types',
          'go',
          dialog(`  - id: first
    type: set_state
    assignments:
      - variable: conversation.priority
        kind: template
        value: "{{ conversation.text }}"
      - variable: conversation.flag
        value: true
    next: end`),
          {},
          declarations,
        ),
      ],
      { declarations },
    );
    chat.conversation.state.preset({ 'conversation.priority': 3, 'conversation.text': '2' });
    chat.say('go');
    expect(chat.read('conversation.priority')).toBe(3);
    expect(chat.read('conversation.flag')).toBe(true);
    expect(chat.codes()).toEqual(['CB-1015']);
  });

  it('rejects a value over 64 KB with CB-1015', () => {
    const chat = chatWith([
      keywordSkill(
        'Big',
        'go',
        dialog(`  - id: first
    type: set_state
    assignments:
      - variable: conversation.copy
        kind: template
        value: "{{ conversation.big }}{{ conversation.big }}"
    next: end`),
      ),
    ]);
    chat.conversation.state.preset({ 'conversation.big': 'x'.repeat(40_000) });
    chat.say('go');
    expect(chat.read('conversation.copy')).toBeNull();
    expect(chat.codes()).toEqual(['CB-1015']);
  });
});

describe('action element', () => {
  const action = (extra = ''): string =>
    dialog(`  - id: first
    type: action
    name: Create incident
    connection: servicenow
    operation: createRecord
    inputs:
      fields:
        short_description: "Summary: {{ conversation.summary }}"
        priority: "{{ conversation.priority }}"
    outputs:
      conversation.incidentNumber: result.number
      conversation.firstId: result.records[0].sys_id
${extra}    paths:
      success: ok
      error: failed
${say('ok', 'Created {{ conversation.incidentNumber }}')}
${say('failed', 'Failed: {{ skill.lastError.type }} {{ skill.lastError.code }} {{ skill.lastError.element }}')}`);

  it('calls the mock with rendered inputs, writes the outputs and takes success', () => {
    const chat = chatWith([keywordSkill('Incident', 'go', action())], {
      actions: { 'Create incident': { outputs: { number: 'INC7', records: [{ sys_id: 'abc' }] } } },
    });
    chat.conversation.state.preset({
      'conversation.summary': 'VPN down',
      'conversation.priority': 2,
    });
    expect(chat.say('go')).toEqual(['Created INC7']);
    expect(chat.calls[0]?.inputs).toEqual({
      fields: { short_description: 'Summary: VPN down', priority: 2 },
    });
    expect(chat.read('conversation.firstId')).toBe('abc');
  });

  it('clears a variable whose result field is null and keeps one whose field is absent', () => {
    const chat = chatWith([keywordSkill('Incident', 'go', action())], {
      actions: { 'Create incident': { outputs: { number: null, records: [] } } },
    });
    chat.conversation.state.preset({
      'conversation.summary': 'VPN down',
      'conversation.priority': 2,
      'conversation.incidentNumber': 'INC1',
      'conversation.firstId': 'old',
    });
    // The success message needs the cleared number, so it is not sent (CB-1031).
    expect(chat.say('go')).toEqual([]);
    expect(chat.read('conversation.incidentNumber')).toBeNull();
    expect(chat.codes()).toEqual(['CB-1031']);
    expect(chat.read('conversation.firstId')).toBe('old');
  });

  it('clears a typed variable on null without CB-1015 and does not bring back its default', () => {
    const declarations = {
      'conversation.incidentNumber': { type: 'string' as const, default: 'none' },
    };
    const chat = chatWith([keywordSkill('Incident', 'go', action(), {}, declarations)], {
      declarations,
      actions: { 'Create incident': { outputs: { number: null, records: [{ sys_id: 'abc' }] } } },
    });
    chat.say('go');
    expect(chat.read('conversation.incidentNumber')).toBeNull();
    expect(chat.read('conversation.firstId')).toBe('abc');
    expect(chat.codes()).not.toContain('CB-1015');
  });

  it('keeps the variable when a containing item of the field is null', () => {
    const chat = chatWith([keywordSkill('Incident', 'go', action())], {
      actions: { 'Create incident': { outputs: { number: 'INC7', records: [null] } } },
    });
    chat.conversation.state.preset({ 'conversation.firstId': 'old' });
    expect(chat.say('go')).toEqual(['Created INC7']);
    expect(chat.read('conversation.firstId')).toBe('old');
  });

  it('takes error with CB-1020 on a timeout, after the wait message of a call over 3 seconds', () => {
    const chat = chatWith(
      [keywordSkill('Incident', 'go', action('    timeout: 20\n    waitMessage: One moment…\n'))],
      {
        actions: { 'Create incident': { error: 'timeout' } },
      },
    );
    expect(chat.say('go')).toEqual(['One moment…', 'Failed: timeout CB-1020 first']);
    expect(chat.codes()).toContain('CB-1020');
    // The error object lives in skill scope, which is cleared when this run reaches its End node.
    expect(chat.read('skill.lastError')).toBeNull();
  });

  it('takes error with CB-1015 and writes nothing when an output does not fit its variable', () => {
    const declarations = { 'conversation.incidentNumber': { type: 'number' as const } };
    const chat = chatWith([keywordSkill('Incident', 'go', action(), {}, declarations)], {
      declarations,
      actions: { 'Create incident': { outputs: { number: 'INC7', records: [{ sys_id: 'abc' }] } } },
    });
    expect(chat.say('go')).toEqual(['Failed: output CB-1015 first']);
    expect(chat.read('conversation.firstId')).toBeNull();
  });

  it('treats an HTTP status outside 200 to 299 of a request as an error', () => {
    const chat = chatWith(
      [
        keywordSkill(
          'Rest',
          'go',
          dialog(`  - id: first
    type: action
    name: Call API
    connection: api
    operation: request
    paths:
      success: ok
      error: failed
${say('ok', 'ok')}
${say('failed', '{{ skill.lastError.type }} {{ skill.lastError.status }}')}`),
        ),
      ],
      { actions: { 'Call API': { outputs: { status: 404 } } } },
    );
    expect(chat.say('go')).toEqual(['http 404']);
  });

  it('stops the turn with "unmocked action" when an action has no mock', () => {
    const chat = chatWith([keywordSkill('Incident', 'go', action())]);
    expect(() => chat.say('go')).toThrow(UnmockedActionError);
    expect(() => chat.say('go')).toThrow('unmocked action "Create incident"');
  });

  it('ends the conversation when a phone call is transferred', () => {
    const chat = chatWith(
      [
        keywordSkill(
          'Transfer',
          'agent',
          dialog(`  - id: first
    type: action
    name: Transfer
    connection: telephony
    operation: transferCall
    paths:
      success: end
      error: end`),
        ),
      ],
      { channel: 'telephony', actions: { Transfer: { outputs: {} } } },
    );
    expect(chat.send('agent').ended).toBe(true);
  });
});

describe('group element, targets and End', () => {
  const grouped = dialog(
    `  - id: verify
    type: group
    start: ask_id
    exits: [verified, failed]
    elements:
      - id: ask_id
        type: input
        prompt: Employee ID?
        expect: pattern
        pattern: "^E\\\\d{5}$"
        retries: 0
        variable: skill.employeeId
        paths:
          valid: exit:verified
          invalid: exit:failed
    paths:
      verified: dialog:reset
      failed: denied
${say('denied', 'Not verified')}`,
    'verify',
  );

  it('enters a group at its start and leaves it through the named exit', () => {
    const resetDialog = `schema: cognibot.dialog/v1
id: reset
name: Reset
start: done
elements:
${say('done', 'Verified {{ skill.employeeId }}')}`;
    const chat = chatWith([
      skill({
        name: 'Verify',
        triggers: [{ type: 'keyword', keywords: ['verify'], match: 'wholeMessage' }],
        dialogs: [grouped, resetDialog],
      }),
    ]);
    expect(chat.say('verify')).toEqual(['Employee ID?']);
    expect(chat.say('E12345')).toEqual(['Verified E12345']);
    chat.say('verify');
    expect(chat.say('nope')).toEqual(['Not verified']);
  });

  it('logs CB-1001 and ends the run when a Go to dialog node names a missing dialog', () => {
    const chat = chatWith([
      skill({
        name: 'Verify',
        triggers: [{ type: 'keyword', keywords: ['verify'], match: 'wholeMessage' }],
        dialogs: [grouped],
      }),
    ]);
    chat.say('verify');
    expect(chat.say('E12345')).toEqual([]);
    expect(chat.codes()).toEqual(['CB-1001']);
    expect(chat.conversation.active).toBeUndefined();
  });

  it('logs CB-1001 when a trigger names a dialog that does not exist', () => {
    const chat = chatWith([
      skill({
        name: 'Broken',
        triggers: [
          { type: 'keyword', keywords: ['broken'], match: 'wholeMessage', dialog: 'gone' },
        ],
        dialogs: [grouped],
      }),
    ]);
    chat.say('broken');
    expect(chat.codes()).toEqual(['CB-1001']);
  });
});
