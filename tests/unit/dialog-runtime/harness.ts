import {
  Conversation,
  loadDialog,
  Project,
  type ActionCall,
  type ActionResult,
  type Channel,
  type IntentScore,
  type KnowledgeAnswer,
  type Skill,
  type TurnResult,
  type UserInput,
  type VariableDeclaration,
} from '../../../src/features/dialog/runtime';

export interface SkillSpec extends Partial<Omit<Skill, 'dialogs'>> {
  /** Dialog YAML texts; the first one is `main` unless it says otherwise. */
  readonly dialogs: readonly string[];
}

export interface ChatOptions {
  readonly channel?: Channel;
  readonly declarations?: Readonly<Record<string, VariableDeclaration>>;
  readonly projectValues?: Readonly<Record<string, unknown>>;
  readonly actions?: Readonly<Record<string, ActionResult>>;
  readonly nlu?: (text: string) => readonly IntentScore[];
  readonly knowledge?: (text: string) => KnowledgeAnswer | undefined;
  readonly now?: { time: number };
  readonly random?: () => number;
}

/** A clock the test moves by hand, starting on a fixed Friday morning. */
export function fixedClock(): { time: number } {
  return { time: Date.parse('2025-03-14T09:30:00Z') };
}

export function skill(
  spec: SkillSpec,
  declarations: Readonly<Record<string, VariableDeclaration>> = {},
): Skill {
  const declared = new Map(Object.entries(declarations));
  return {
    id: spec.id ?? `skl_${(spec.name ?? 'test').toLowerCase().replace(/\W+/g, '_')}`,
    name: spec.name ?? 'Test skill',
    triggers: spec.triggers ?? [],
    ...spec,
    dialogs: spec.dialogs.map((text) => loadDialog(text, declared).dialog),
  };
}

/** A conversation that records every action call; text sends return the bot's texts. */
export class Chat {
  readonly calls: ActionCall[] = [];
  readonly conversation: Conversation;
  readonly clock: { time: number };
  last: TurnResult | undefined;

  constructor(
    readonly project: Project,
    options: ChatOptions = {},
    userId = 'usr_1',
  ) {
    this.clock = options.now ?? fixedClock();
    this.conversation = new Conversation(
      project,
      { channel: options.channel ?? 'webchat', locale: 'en', userId },
      {
        clock: () => new Date(this.clock.time),
        random: options.random ?? (() => 0),
        action: (call) => {
          this.calls.push(call);
          return options.actions?.[call.name];
        },
        ...(options.nlu === undefined ? {} : { nlu: options.nlu }),
        ...(options.knowledge === undefined ? {} : { knowledge: options.knowledge }),
      },
    );
  }

  send(input: UserInput | string): TurnResult {
    this.last = this.conversation.send(
      typeof input === 'string' ? { type: 'text', text: input } : input,
    );
    return this.last;
  }

  /** Sends a message and returns the texts of what the bot said. */
  say(text: string): string[] {
    return texts(this.send(text));
  }

  read(variable: string): unknown {
    return this.conversation.state.read(variable);
  }

  codes(): string[] {
    return (this.last?.trace ?? []).flatMap((entry) =>
      entry.code === undefined ? [] : [entry.code],
    );
  }
}

export function texts(turn: TurnResult): string[] {
  return turn.outputs.map((output) => {
    if (output.kind === 'text') return output.text;
    if (output.kind === 'card')
      return `[card] ${output.cards.map((card) => card.title).join(' | ')}`;
    if (output.kind === 'file') return `[file] ${output.fileName}`;
    return `[form] ${output.title}`;
  });
}

/** A project of the given skills, and a chat in it. */
export function chatWith(skills: readonly Skill[], options: ChatOptions = {}): Chat {
  const project = new Project({
    skills,
    ...(options.declarations === undefined ? {} : { declarations: options.declarations }),
    ...(options.projectValues === undefined ? {} : { projectValues: options.projectValues }),
  });
  return new Chat(project, options);
}

/** A skill started by the whole-message keyword `go` whose main dialog is the given YAML. */
export function keywordSkill(
  name: string,
  keyword: string,
  dialog: string,
  extra: Partial<Omit<Skill, 'dialogs'>> = {},
  declarations: Readonly<Record<string, VariableDeclaration>> = {},
): Skill {
  return skill(
    {
      name,
      triggers: [{ type: 'keyword', keywords: [keyword], match: 'wholeMessage' }],
      dialogs: [dialog],
      ...extra,
    },
    declarations,
  );
}
