import type { ElementContext } from './context';
import { handlerFor } from './elements';
import { canceled } from './elements/form';
import type { IntentScore, UserInput } from './io';
import { runtimeDefaults } from './limits';
import type { Skill, Trigger } from './model';
import { continueRun, runFrom, SkillRun, type RunOutcome } from './skillRun';
import type { StateStore } from './stateStore';
import type { TriggerMatch } from './triggers';
import { fromPlain } from './values';

/**
 * The skill runs of one conversation: the run that waits for an answer and up to three suspended
 * runs. It starts, continues, interrupts and resumes them; the conversation decides which skill a
 * message starts. Each call takes the turn's element context.
 */
export class SkillRuns {
  active: SkillRun | undefined;
  /** Interrupted runs, oldest first; the last one resumes when the running skill ends. */
  readonly suspended: SkillRun[] = [];

  constructor(
    private readonly state: StateStore,
    /** Called when an element ended the conversation. */
    private readonly endConversation: () => void,
  ) {}

  /** Gives the message to the waiting element; true when it accepted it. */
  answer(input: UserInput, context: ElementContext): boolean {
    const run = this.active;
    const wait = run?.wait;
    if (run === undefined || wait === undefined) return false;
    const step = handlerFor(wait.located.element)?.answer?.(
      wait.located.element,
      wait.state,
      input,
      context,
    );
    if (step === undefined) return false;
    this.finish(run, continueRun(run, step, context), context);
    return true;
  }

  reject(input: UserInput, context: ElementContext): void {
    const run = this.active;
    const wait = run?.wait;
    const handler = wait === undefined ? undefined : handlerFor(wait.located.element);
    if (run === undefined || wait === undefined || handler?.reject === undefined) return;
    this.finish(
      run,
      continueRun(run, handler.reject(wait.located.element, wait.state, input, context), context),
      context,
    );
  }

  /** Uploads, form submissions and cancels only ever answer the waiting element. */
  answerOnly(input: UserInput, context: ElementContext): void {
    if (this.active?.wait === undefined) {
      context.log({
        message: `No element waits for ${input.type === 'upload' ? 'a file' : 'a form'}; ignored`,
      });
      return;
    }
    if (!this.answer(input, context)) this.reject(input, context);
  }

  /** Ends every run: the conversation is over, or a skill that ends other skills starts. */
  endAll(): void {
    for (const run of [...this.suspended, ...(this.active === undefined ? [] : [this.active])])
      run.values.clear();
    this.suspended.length = 0;
    this.active = undefined;
  }

  /** Starts a skill run; a waiting run is suspended (or ended) first, as its skill's settings say. */
  start(match: TriggerMatch, context: ElementContext): void {
    this.interrupt(match.skill, context);
    const dialogId = match.trigger.dialog ?? match.skill.startDialog ?? 'main';
    const dialog =
      match.skill.dialogs.find((candidate) => candidate.id === dialogId) ??
      (match.trigger.dialog === undefined ? match.skill.dialogs[0] : undefined);
    if (dialog === undefined) {
      context.log({
        code: 'CB-1001',
        message: `Skill ${match.skill.name} has no dialog ${dialogId}`,
      });
      return;
    }
    const run = new SkillRun(match.skill, dialog);
    this.state.skill = run.values;
    context.log({
      message: `Skill ${match.skill.name} starts (${describeTrigger(match.trigger)})`,
    });
    if (match.trigger.type === 'intent' && match.score !== undefined)
      this.mapIntent(match.trigger, match.score, context);
    this.finish(run, runFrom(run, dialog.start, undefined, context), context);
  }

  private mapIntent(
    trigger: Extract<Trigger, { type: 'intent' }>,
    score: IntentScore,
    context: ElementContext,
  ): void {
    context.write('skill.intentName', score.intent, 'trigger');
    context.write('skill.intentConfidence', score.confidence, 'trigger');
    for (const [entity, variable] of Object.entries(trigger.entityMapping ?? {})) {
      const value = score.entities?.[entity];
      if (value !== undefined) context.write(variable, fromPlain(value), 'trigger');
    }
  }

  private interrupt(next: Skill, context: ElementContext): void {
    if (next.endsOtherSkills === true) {
      // A cancel or menu command: nothing that was waiting asks its question again.
      for (const run of [...this.suspended, ...(this.active === undefined ? [] : [this.active])])
        context.log({ message: `${run.skill.name} ends: ${next.name} ends other skills` });
      this.endAll();
      return;
    }
    // A skill has one run at a time: a new start replaces a suspended run of the same skill.
    for (const stale of this.suspended.filter((run) => run.skill === next)) {
      stale.values.clear();
      this.suspended.splice(this.suspended.indexOf(stale), 1);
      context.log({ message: `${next.name} ends: it starts again` });
    }
    const current = this.active;
    if (current === undefined) return;
    this.active = undefined;
    if (current.skill === next || current.skill.resumeAfterInterruption === false) {
      current.values.clear();
      context.log({ message: `${current.skill.name} ends: interrupted without resumption` });
      return;
    }
    this.suspended.push(current);
    context.log({ message: `${current.skill.name} is suspended` });
    if (this.suspended.length > runtimeDefaults.maxSuspendedSkills) {
      const oldest = this.suspended.shift();
      oldest?.values.clear();
      context.log({
        message: `${oldest?.skill.name ?? ''} ends: a fourth skill was suspended`,
      });
    }
  }

  /** After a run waits or ends: an ended run clears its `skill` values and the last suspended run resumes. */
  private finish(run: SkillRun, outcome: RunOutcome, context: ElementContext): void {
    if (context.conversationEnded) {
      this.endConversation();
      return;
    }
    if (outcome === 'waiting') {
      this.active = run;
      return;
    }
    run.values.clear();
    this.active = undefined;
    const resumed = this.suspended.pop();
    const wait = resumed?.wait;
    if (resumed === undefined || wait === undefined) return;
    this.active = resumed;
    this.state.skill = resumed.values;
    context.log({ message: `${resumed.skill.name} resumes and asks again` });
    handlerFor(wait.located.element)?.ask?.(wait.located.element, wait.state, context);
  }
}

/**
 * The waiting form's own cancel label wins over whole-message keywords (a project-wide `cancel`
 * keyword would otherwise interrupt the form and it would ask again). True when it canceled.
 */
export function cancelWaitingForm(
  runs: SkillRuns,
  input: UserInput,
  context: ElementContext,
): boolean {
  const element = runs.active?.wait?.located.element;
  if (element?.type !== 'form' || !canceled(element, input)) return false;
  return runs.answer(input, context);
}

function describeTrigger(trigger: Trigger): string {
  if (trigger.type === 'intent') return `intent ${trigger.intent}`;
  if (trigger.type === 'event') return `event ${trigger.event}`;
  return trigger.keywords.length === 0
    ? 'nothing else matched'
    : `keyword ${trigger.match ?? 'contains'}`;
}
