import type { ElementContext } from './context';
import { DialogIndex, type Located } from './dialogIndex';
import { handlerFor, type Step, type WaitState } from './elements';
import { DialogLoopError } from './io';
import { runtimeDefaults } from './limits';
import type { Dialog, GroupElement, Skill } from './model';
import type { Value } from './values';

/** One run of a skill: its own `skill` scope, the dialog it is in and the element it waits on. */
export class SkillRun {
  readonly values = new Map<string, Value>();
  index: DialogIndex;
  wait: { readonly located: Located; readonly state: WaitState } | undefined;

  constructor(
    readonly skill: Skill,
    dialog: Dialog,
  ) {
    this.index = new DialogIndex(dialog);
  }
}

export type RunOutcome = 'waiting' | 'ended';

/** Runs elements from a target until one waits for the user or the run reaches an End node. */
export function runFrom(
  run: SkillRun,
  target: string,
  group: GroupElement | undefined,
  context: ElementContext,
): RunOutcome {
  run.wait = undefined;
  let next = target;
  let from = group;
  for (let count = 0; count < runtimeDefaults.elementsPerTurn; count += 1) {
    const destination = run.index.resolve(next, from);
    if (destination.kind === 'end') {
      context.log({ message: 'End node: the skill run ends' });
      return 'ended';
    }
    if (destination.kind === 'missing') {
      context.log({
        code: 'CB-1001',
        message: `${destination.target} does not exist in dialog ${run.index.dialog.id}`,
      });
      return 'ended';
    }
    if (destination.kind === 'dialog') {
      const dialog = run.skill.dialogs.find((candidate) => candidate.id === destination.dialogId);
      if (dialog === undefined) {
        context.log({
          code: 'CB-1001',
          message: `Dialog ${destination.dialogId} does not exist in skill ${run.skill.name}`,
        });
        return 'ended';
      }
      context.log({ message: `Go to dialog ${dialog.id}` });
      run.index = new DialogIndex(dialog);
      next = dialog.start;
      from = undefined;
      continue;
    }
    const { element } = destination.located;
    const handler = handlerFor(element);
    if (handler === undefined) return 'ended';
    const step = handler.run(element, context);
    if (step.kind === 'wait') {
      run.wait = { located: destination.located, state: step.wait };
      return 'waiting';
    }
    next = step.target;
    from = destination.located.group;
  }
  throw new DialogLoopError(next, runtimeDefaults.elementsPerTurn);
}

/** Follows the step an answer or a wrong answer produced at the element the run waits on. */
export function continueRun(run: SkillRun, step: Step, context: ElementContext): RunOutcome {
  const waiting = run.wait;
  if (step.kind === 'wait' && waiting !== undefined) {
    run.wait = { located: waiting.located, state: step.wait };
    return 'waiting';
  }
  if (step.kind === 'wait') return 'ended';
  return runFrom(run, step.target, waiting?.located.group, context);
}
