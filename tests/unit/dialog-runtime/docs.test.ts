import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  Conversation,
  createExampleNlu,
  loadConversationTest,
  loadDialog,
  loadSkill,
  Project,
  runConversationTest,
  stubMissingDialogs,
  type BotOutput,
  type Dialog,
  type Skill,
  type UserInput,
} from '../../../src/features/dialog/runtime';
import {
  docTextBlocks,
  docYamlBlocks,
  isCompleteDialog,
  isConversationTest,
  isDialog,
  isSkillFile,
  skillFolder,
  statedOutcomes,
  type YamlBlock,
} from './docExamples';
import { runnableKind } from '../../../src/features/dialog/remarkRunnableDialogs';

const blocks = docYamlBlocks();

/**
 * The NLU project of the IT helpdesk sample (Samples page) as example utterances: a stand-in for
 * the trained model that the page's tests run against in `dev`.
 */
const helpdeskNlu = createExampleNlu({
  'password.reset': [
    'I forgot my password',
    'reset my password',
    'my password expired',
    "I can't log in to Windows anymore",
  ],
  'account.unlock': ['my account is locked', 'unlock my account'],
});

/** The reader's side of a smoke conversation: press the first button, submit forms, upload, say yes. */
function reply(outputs: readonly BotOutput[], turn: number): UserInput {
  const last = outputs.at(-1);
  if (last?.kind === 'text' && last.quickReplies[0] !== undefined)
    return { type: 'click', label: last.quickReplies[0].label, value: last.quickReplies[0].value };
  if (last?.kind === 'card') {
    const button = last.cards
      .flatMap((card) => card.buttons)
      .find((candidate) => candidate.type === 'reply');
    if (button !== undefined)
      return { type: 'click', label: button.label, value: button.value ?? '', buttonId: button.id };
  }
  if (last?.kind === 'form')
    return {
      type: 'submit',
      values: Object.fromEntries(
        last.fields.map((field) => [field.id, field.options[0]?.value ?? 'tomorrow']),
      ),
    };
  return turn % 2 === 0
    ? { type: 'upload', files: [{ name: 'screenshot.png', size: 2048 }] }
    : { type: 'text', text: 'yes' };
}

/** Runs a dialog as a skill until it ends or 12 turns passed; returns the error codes it logged. */
function smoke(dialog: Dialog, extraDialogs: readonly Dialog[]): string[] {
  const skill: Skill = {
    id: 'skl_smoke',
    name: 'Smoke',
    triggers: [{ type: 'keyword', keywords: ['run example'], match: 'wholeMessage' }],
    dialogs: [dialog, ...extraDialogs],
  };
  const conversation = new Conversation(
    new Project({ skills: [skill] }),
    { channel: 'webchat', locale: 'en', userId: 'usr_smoke' },
    {
      clock: () => new Date('2025-03-14T09:30:00Z'),
      random: () => 0,
      action: () => ({ outputs: {} }),
    },
  );
  const codes: string[] = [];
  let turn = conversation.send({ type: 'text', text: 'run example' });
  for (let count = 0; count < 12; count += 1) {
    codes.push(...turn.trace.flatMap((entry) => (entry.code === undefined ? [] : [entry.code])));
    if (conversation.active === undefined) break;
    turn = conversation.send(reply(turn.outputs, count));
  }
  return codes;
}

const label = (block: YamlBlock): string => `${block.page}:${block.line} ${block.title}`;

describe('every dialog example in the docs', () => {
  const dialogs = blocks.filter(isDialog);

  it('finds the dialog examples of the element pages', () => {
    expect(dialogs.length).toBeGreaterThanOrEqual(15);
    expect(dialogs.filter(isCompleteDialog).length).toBeGreaterThanOrEqual(3);
  });

  it('each gets a Run control on its page, fragments included', () => {
    const withoutRun = dialogs.filter(
      (block) => runnableKind({ type: 'code', lang: 'yaml', value: block.text }) === undefined,
    );
    expect(withoutRun.map(label)).toEqual([]);
  });

  it.each(dialogs.map((block) => [label(block), block] as const))(
    '%s runs without a runtime error',
    (_label, block) => {
      const { dialog } = loadDialog(block.text);
      const codes = smoke(dialog, stubMissingDialogs([dialog]));
      expect(codes.filter((code) => code === 'CB-1001' || code === 'CB-1012')).toEqual([]);
    },
  );
});

const fixture = (name: string): string =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

/** Pages that describe their skill in prose; their conversation tests run on a transcription. */
const proseSkills: Readonly<Record<string, () => Skill>> = {
  'docs/CogniBot/cognibot_overview.md': () =>
    loadSkill(fixture('getting-started-skill.yaml'), [fixture('getting-started-dialog.yaml')]),
};

/**
 * The form fragment of the form page with both exits led to End nodes, as the testing page tells the
 * reader to build the dialog its form test submits.
 */
const incidentForm = (): string => {
  const form = blocks.find(
    (block) =>
      block.page === 'docs/CogniBot/Skills/Dialog Elements/form.md' &&
      block.title === 'skills/report-incident/dialogs/main.yaml',
  );
  if (form === undefined) throw new Error('The form page no longer shows the incident form');
  const dialog = form.text
    .replace(/^(\s+submitted:) route_incident$/m, '$1 end')
    .replace(/^(\s+canceled:) incident_canceled$/m, '$1 end');
  if (dialog.includes('route_incident') || dialog.includes('incident_canceled'))
    throw new Error('The form page names other exits than the testing page connects to End nodes');
  return dialog;
};

/** Skills that a page's tests use besides the skill.yaml files, from the pages that show them. */
const borrowedSkills: Readonly<Record<string, () => readonly Skill[]>> = {
  'docs/CogniBot/testing_chatbots.md': () => [
    loadSkill(fixture('report-incident-skill.yaml'), [incidentForm()]),
  ],
};

/** A project of every skill.yaml in the docs, with the dialogs of its folder from `page` first. */
function docsProject(page: string): Project {
  const prose = proseSkills[page];
  if (prose !== undefined) return new Project({ skills: [prose()] });
  const skills = blocks.filter(isSkillFile).map((skillBlock) => {
    const folder = skillFolder(skillBlock);
    const ofFolder = blocks.filter(
      (block) => isCompleteDialog(block) && skillFolder(block) === folder,
    );
    const samePage = ofFolder.filter((block) => block.page === page);
    return loadSkill(
      skillBlock.text,
      (samePage.length > 0 ? samePage : ofFolder.slice(0, 1)).map((block) => block.text),
    );
  });
  return new Project({ skills: [...skills, ...(borrowedSkills[page]?.() ?? [])] });
}

describe('the conversation tests in the docs', () => {
  const tests = blocks.filter(isConversationTest);

  it('finds the examples of the testing page', () => {
    expect(tests.map((block) => `${block.page} ${block.title}`)).toEqual([
      'docs/CogniBot/cognibot_overview.md tests/reset-password.yaml',
      'docs/CogniBot/testing_chatbots.md tests/reset-password.yaml',
      'docs/CogniBot/testing_chatbots.md tests/reset-password-timeout.yaml',
      'docs/CogniBot/testing_chatbots.md tests/report-incident-form.yaml',
    ]);
  });

  it.each(tests.map((block) => [label(block), block] as const))(
    '%s passes or fails as the page says',
    (_label, block) => {
      const test = loadConversationTest(block.text);
      const result = runConversationTest(docsProject(block.page), test, {
        nlu: helpdeskNlu,
        clock: () => new Date('2025-03-14T09:30:00Z'),
      });
      const stated = docTextBlocks(block.page)
        .flatMap(statedOutcomes)
        .find((outcome) => outcome.name === test.name);
      if (stated === undefined || stated.passed) {
        expect(result, 'the page states no failure for this test').toEqual({
          name: test.name,
          passed: true,
        });
      } else {
        expect([result.failure, result.actual]).toEqual(stated.details);
      }
    },
  );
});

describe('the variables the testing page tells the reader to declare', () => {
  const page = 'docs/CogniBot/testing_chatbots.md';
  const builtIn = new Set(['user.name', 'user.email', 'user.phone', 'skill.lastError']);
  const variablesIn = (text: string): Set<string> =>
    new Set(text.match(/\b(?:conversation|user|skill|project)\.[A-Za-z]\w*/g) ?? []);

  it('are exactly the variables its dialog reads and writes', () => {
    const dialog = blocks.find((block) => block.page === page && isCompleteDialog(block));
    expect(dialog, 'the page shows its dialog').toBeDefined();
    const used = [...variablesIn(dialog?.text ?? '')].filter((name) => !builtIn.has(name));
    const source = readFileSync(page, 'utf8');
    const list = /Declare these variables[^\n]*\n\n((?:- [^\n]*\n)+)/.exec(source)?.[1] ?? '';
    const declared = [...variablesIn(list)];
    expect(declared.sort()).toEqual(used.sort());
  });
});

describe('the skill the testing page tells the reader to set up for its form test', () => {
  it('has the keyword trigger the page names, which starts it from the first step', () => {
    const skill = loadSkill(fixture('report-incident-skill.yaml'), [incidentForm()]);
    const source = readFileSync('docs/CogniBot/testing_chatbots.md', 'utf8');
    const named =
      /one keyword trigger: the keyword `([^`]+)` with the match mode \*\*Contains\*\*/.exec(
        source,
      )?.[1];
    expect(skill.triggers).toEqual([{ type: 'keyword', keywords: [named], match: 'contains' }]);
  });
});
