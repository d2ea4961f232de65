import { loadDialog } from './loadDialog';
import { DialogLoadError, type LoadProblem } from './loadErrors';
import {
  channels,
  fallbackSkillId,
  type Channel,
  type Dialog,
  type Skill,
  type Trigger,
  type VariableDeclaration,
} from './model';
import { parseYamlText } from './parseYaml';
import { ProjectState } from './stateStore';
import { fromPlain } from './values';

/** The built-in Fallback skill as a new project has it: one message that asks the user to rephrase. */
export const defaultFallbackSkill: Skill = {
  id: fallbackSkillId,
  name: 'Fallback',
  triggers: [],
  dialogs: [
    {
      schema: 'cognibot.dialog/v1',
      id: 'main',
      name: 'Fallback',
      start: 'apologize',
      elements: [
        {
          id: 'apologize',
          type: 'message',
          name: 'Apologize',
          text: "Sorry, I didn't understand that. Could you say it in other words?",
          next: 'end',
        },
      ],
    },
  ],
};

export interface ProjectDefinition {
  readonly skills: readonly Skill[];
  /** Variables as the Variables tab declares them, by `scope.name`. */
  readonly declarations?: Readonly<Record<string, VariableDeclaration>>;
  /** Values of `project` variables as set in Studio, by `project.name`. */
  readonly projectValues?: Readonly<Record<string, unknown>>;
}

/** A Chatbot project: its skills (with the Fallback skill) and the state all conversations share. */
export class Project {
  readonly skills: readonly Skill[];
  readonly fallback: Skill;
  readonly state: ProjectState;

  constructor(definition: ProjectDefinition) {
    this.skills = definition.skills.filter((skill) => skill.id !== fallbackSkillId);
    this.fallback =
      definition.skills.find((skill) => skill.id === fallbackSkillId) ?? defaultFallbackSkill;
    this.state = new ProjectState(new Map(Object.entries(definition.declarations ?? {})));
    for (const [name, value] of Object.entries(definition.projectValues ?? {})) {
      this.state.project.set(name.replace(/^project\./, ''), fromPlain(value));
    }
  }
}

const triggerTypes = ['intent', 'keyword', 'event'];

function triggerProblems(triggers: unknown): LoadProblem[] {
  if (!Array.isArray(triggers))
    return [{ message: 'A skill needs a `triggers` list (it may be empty)' }];
  return triggers.flatMap((trigger: Record<string, unknown>, index) => {
    if (!triggerTypes.includes(String(trigger.type)))
      return [{ message: `triggers[${index}].type must be intent, keyword or event` }];
    if (trigger.type === 'keyword' && !Array.isArray(trigger.keywords))
      return [{ message: `triggers[${index}] needs \`keywords\`` }];
    if (
      trigger.type === 'keyword' &&
      trigger.match !== undefined &&
      trigger.match !== 'contains' &&
      trigger.match !== 'wholeMessage'
    ) {
      return [{ message: `triggers[${index}].match must be contains or wholeMessage` }];
    }
    if (trigger.type === 'intent' && typeof trigger.intent !== 'string')
      return [{ message: `triggers[${index}] needs \`intent\`` }];
    if (trigger.type === 'event' && typeof trigger.event !== 'string')
      return [{ message: `triggers[${index}] needs \`event\`` }];
    return [];
  });
}

/** Reads a `skill.yaml` and the dialog files of the skill. */
export function loadSkill(
  skillYaml: string,
  dialogYamls: readonly string[],
  declarations?: Readonly<Record<string, VariableDeclaration>>,
): Skill {
  const data = parseYamlText(skillYaml, 'The skill file');
  const problems = [
    ...(typeof data.id === 'string' && typeof data.name === 'string'
      ? []
      : [{ message: 'A skill needs `id` and `name`' }]),
    ...triggerProblems(data.triggers),
    ...((data.channels as Channel[] | undefined) ?? [])
      .filter((channel) => !channels.includes(channel))
      .map((channel) => ({ message: `Unknown channel ${channel}` })),
  ];
  if (problems.length > 0) throw new DialogLoadError(problems);
  const declared = new Map(Object.entries(declarations ?? {}));
  const dialogs: Dialog[] = dialogYamls.map((text) => loadDialog(text, declared).dialog);
  return { ...(data as unknown as Skill), triggers: data.triggers as Trigger[], dialogs };
}
