import { ElementContext } from './context';
import { handlerFor } from './elements';
import type {
  ConversationSettings,
  IntentScore,
  RuntimeServices,
  TurnResult,
  UserInput,
} from './io';
import { runtimeDefaults, runtimeLimits } from './limits';
import type { EventName, Skill, Trigger } from './model';
import type { Project } from './project';
import { continueRun, runFrom, SkillRun, type RunOutcome } from './skillRun';
import { StateStore, type UserRecord } from './stateStore';
import {
  activeSkills,
  hasIntentTriggers,
  matchEvent,
  matchIntents,
  matchKeyword,
  type TriggerMatch,
} from './triggers';
import { DateValue, fromPlain } from './values';

const dayMs = 86_400_000;

/**
 * One conversation with the bot: the skill run that waits for an answer, up to three suspended
 * runs, and the conversation's state. Each call of send() is one turn.
 */
export class Conversation {
  readonly state: StateStore;
  active: SkillRun | undefined;
  /** Interrupted runs, oldest first; the last one resumes when the running skill ends. */
  readonly suspended: SkillRun[] = [];
  ended = false;
  /** The best intent of the last message the NLU service scored. */
  lastIntent: IntentScore | undefined;
  private pendingChoice: TriggerMatch[] = [];
  private lastMessageAt: number | undefined;
  private context: ElementContext;

  constructor(
    readonly project: Project,
    readonly settings: ConversationSettings,
    readonly services: RuntimeServices,
  ) {
    const now = new DateValue(services.clock().getTime());
    const users = project.state.users;
    const user: UserRecord = users.get(settings.userId) ?? {
      values: new Map(),
      lastActivity: now.time,
    };
    users.set(settings.userId, user);
    this.state = new StateStore(project.state, user, { ...settings, now });
    this.context = new ElementContext(this.state, services, settings);
    this.expireUser(user, now.time);
  }

  /** Sets values as the Test tab's preset state or a conversation test's `state` does. */
  preset(values: Readonly<Record<string, unknown>>): void {
    for (const [name, value] of Object.entries(values)) {
      const problem = this.state.write(name, fromPlain(value));
      if (problem !== undefined) throw new Error(`state: ${problem}`);
    }
  }

  get skills(): Skill[] {
    return activeSkills(this.project.skills, this.settings.channel);
  }

  /** Handles one user message, click, upload, form submission or event. */
  send(input: UserInput): TurnResult {
    this.beginTurn();
    if (input.type === 'event') this.raise(input.name);
    else if (input.type === 'text' || input.type === 'click')
      this.message(input.type === 'text' ? input.text : input.value, input);
    else this.answerOnly(input);
    const { outputs, trace } = this.context;
    return { outputs, trace, ended: this.ended };
  }

  private beginTurn(): void {
    const now = this.services.clock().getTime();
    const idleLimit = runtimeDefaults.conversationIdleMinutes * 60_000;
    this.context = new ElementContext(this.state, this.services, this.settings);
    this.state.system.now = new DateValue(now);
    if (this.lastMessageAt !== undefined && now - this.lastMessageAt > idleLimit && !this.ended) {
      this.context.log({ message: 'No message for 30 minutes: the conversation ended' });
      this.raise('conversation.end');
    }
    if (this.ended) this.restart(now);
    this.lastMessageAt = now;
  }

  /** A message after the end starts a new conversation: new `conversation` scope, same user. */
  private restart(now: number): void {
    this.ended = false;
    this.state.conversation.clear();
    const user = this.project.state.users.get(this.settings.userId);
    if (user !== undefined) this.expireUser(user, now);
  }

  private expireUser(user: UserRecord, now: number): void {
    if (now - user.lastActivity > runtimeLimits.userExpiryDays * dayMs) user.values.clear();
    user.lastActivity = now;
  }

  private interruptible(): boolean {
    return this.active?.wait === undefined || this.active.skill.interruptible !== false;
  }

  /** The order of "How the runtime picks a skill", step by step. */
  private message(text: string, input: UserInput): void {
    this.context.lastUserText = text;
    this.lastIntent = undefined;
    const chosen = this.pendingChoice.find(
      (match) =>
        (match.skill.suggestionLabel ?? match.skill.name).toLowerCase() ===
        text.trim().toLowerCase(),
    );
    this.pendingChoice = [];
    if (chosen !== undefined) {
      this.startSkill(chosen);
      return;
    }
    const whole = matchKeyword(this.skills, text, 'wholeMessage', this.settings.channel);
    if (whole !== undefined) {
      this.startSkill(whole);
      return;
    }
    if (this.tryAnswer(input)) return;
    if (this.interruptible()) {
      const contains = matchKeyword(this.skills, text, 'contains', this.settings.channel);
      if (contains !== undefined) {
        this.startSkill(contains);
        return;
      }
      if (this.tryIntents(text)) return;
    } else {
      this.context.log({
        message: `${this.active?.skill.name ?? ''} is not interruptible: only a valid answer or a whole-message keyword moves it on`,
      });
    }
    if (this.active?.wait !== undefined) {
      this.reject(input);
      return;
    }
    const answer = this.services.knowledge?.(text);
    if (answer !== undefined && answer.confidence >= runtimeDefaults.knowledgeThreshold) {
      const sources = (answer.citations ?? []).map((citation) => citation.title).join(', ');
      this.context.emit({
        kind: 'text',
        elementId: 'knowledge',
        text: sources === '' ? answer.answer : `${answer.answer}\n\nSources: ${sources}`,
        quickReplies: [],
      });
      return;
    }
    this.startSkill({ skill: this.project.fallback, trigger: { type: 'keyword', keywords: [] } });
  }

  /** Gives the message to the waiting element; true when it accepted it. */
  private tryAnswer(input: UserInput): boolean {
    const run = this.active;
    const wait = run?.wait;
    if (run === undefined || wait === undefined) return false;
    const step = handlerFor(wait.located.element)?.answer?.(
      wait.located.element,
      wait.state,
      input,
      this.context,
    );
    if (step === undefined) return false;
    this.finish(run, continueRun(run, step, this.context));
    return true;
  }

  private reject(input: UserInput): void {
    const run = this.active;
    const wait = run?.wait;
    const handler = wait === undefined ? undefined : handlerFor(wait.located.element);
    if (run === undefined || wait === undefined || handler?.reject === undefined) return;
    this.finish(
      run,
      continueRun(
        run,
        handler.reject(wait.located.element, wait.state, input, this.context),
        this.context,
      ),
    );
  }

  /** Uploads, form submissions and cancels only ever answer the waiting element. */
  private answerOnly(input: UserInput): void {
    if (this.active?.wait === undefined) {
      this.context.log({
        message: `No element waits for ${input.type === 'upload' ? 'a file' : 'a form'}; ignored`,
      });
      return;
    }
    if (!this.tryAnswer(input)) this.reject(input);
  }

  private tryIntents(text: string): boolean {
    if (!hasIntentTriggers(this.skills, this.settings.channel)) return false;
    if (this.services.nlu === undefined) {
      this.context.log({
        code: 'CB-3001',
        message: 'No NLU model is linked, trained and published; intent triggers cannot fire',
      });
      return false;
    }
    const scores = [...this.services.nlu(text)].sort((a, b) => b.confidence - a.confidence);
    this.lastIntent = scores[0];
    const matches = matchIntents(this.skills, scores, this.settings.channel);
    const [best, second] = matches;
    if (best === undefined) {
      this.context.log({ code: 'CB-3010', message: 'No intent reached the confidence threshold' });
      return false;
    }
    const margin = (best.score?.confidence ?? 0) - (second?.score?.confidence ?? -1);
    if (
      second !== undefined &&
      second.skill !== best.skill &&
      margin < runtimeDefaults.intentAmbiguityMargin
    ) {
      this.pendingChoice = [best, second];
      const replies = this.pendingChoice.map(({ skill }) => ({
        label: skill.suggestionLabel ?? skill.name,
        value: skill.suggestionLabel ?? skill.name,
      }));
      this.context.emit({
        kind: 'text',
        elementId: 'disambiguation',
        text: 'Which of these did you mean?',
        quickReplies: replies,
      });
      return true;
    }
    this.startSkill(best);
    return true;
  }

  /** Raises an event; its skill starts like a contains keyword would (the waiting skill's rule applies). */
  private raise(event: EventName): void {
    const match = matchEvent(this.skills, event, this.settings.channel);
    this.context.log({
      message: `Event ${event}${match === undefined ? ': no skill has this trigger' : ''}`,
    });
    if (event === 'conversation.end') {
      // The conversation is over: no waiting or suspended run may ask its question again.
      this.endRuns();
      if (match !== undefined) this.startSkill(match);
      this.endConversation();
      return;
    }
    if (match !== undefined && this.interruptible()) this.startSkill(match);
  }

  private endRuns(): void {
    for (const run of [...this.suspended, ...(this.active === undefined ? [] : [this.active])])
      run.values.clear();
    this.suspended.length = 0;
    this.active = undefined;
  }

  private endConversation(): void {
    this.endRuns();
    this.state.conversation.clear();
    this.ended = true;
  }

  /** Starts a skill run; a waiting run is suspended (or ended) first, as its skill's settings say. */
  private startSkill(match: TriggerMatch): void {
    this.interrupt(match.skill);
    const dialogId = match.trigger.dialog ?? match.skill.startDialog ?? 'main';
    const dialog =
      match.skill.dialogs.find((candidate) => candidate.id === dialogId) ??
      (match.trigger.dialog === undefined ? match.skill.dialogs[0] : undefined);
    if (dialog === undefined) {
      this.context.log({
        code: 'CB-1001',
        message: `Skill ${match.skill.name} has no dialog ${dialogId}`,
      });
      return;
    }
    const run = new SkillRun(match.skill, dialog);
    this.state.skill = run.values;
    this.context.log({
      message: `Skill ${match.skill.name} starts (${describeTrigger(match.trigger)})`,
    });
    if (match.trigger.type === 'intent' && match.score !== undefined)
      this.mapIntent(match.trigger, match.score);
    this.finish(run, runFrom(run, dialog.start, undefined, this.context));
  }

  private mapIntent(trigger: Extract<Trigger, { type: 'intent' }>, score: IntentScore): void {
    this.context.write('skill.intentName', score.intent, 'trigger');
    this.context.write('skill.intentConfidence', score.confidence, 'trigger');
    for (const [entity, variable] of Object.entries(trigger.entityMapping ?? {})) {
      const value = score.entities?.[entity];
      if (value !== undefined) this.context.write(variable, fromPlain(value), 'trigger');
    }
  }

  private interrupt(next: Skill): void {
    // A skill has one run at a time: a new start replaces a suspended run of the same skill.
    for (const stale of this.suspended.filter((run) => run.skill === next)) {
      stale.values.clear();
      this.suspended.splice(this.suspended.indexOf(stale), 1);
      this.context.log({ message: `${next.name} ends: it starts again` });
    }
    const current = this.active;
    if (current === undefined) return;
    this.active = undefined;
    if (current.skill === next || current.skill.resumeAfterInterruption === false) {
      current.values.clear();
      this.context.log({ message: `${current.skill.name} ends: interrupted without resumption` });
      return;
    }
    this.suspended.push(current);
    this.context.log({ message: `${current.skill.name} is suspended` });
    if (this.suspended.length > runtimeDefaults.maxSuspendedSkills) {
      const oldest = this.suspended.shift();
      oldest?.values.clear();
      this.context.log({
        message: `${oldest?.skill.name ?? ''} ends: a fourth skill was suspended`,
      });
    }
  }

  /** After a run waits or ends: an ended run clears its `skill` values and the last suspended run resumes. */
  private finish(run: SkillRun, outcome: RunOutcome): void {
    if (this.context.conversationEnded) {
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
    this.context.log({ message: `${resumed.skill.name} resumes and asks again` });
    handlerFor(wait.located.element)?.ask?.(wait.located.element, wait.state, this.context);
  }
}

function describeTrigger(trigger: Trigger): string {
  if (trigger.type === 'intent') return `intent ${trigger.intent}`;
  if (trigger.type === 'event') return `event ${trigger.event}`;
  return trigger.keywords.length === 0
    ? 'nothing else matched'
    : `keyword ${trigger.match ?? 'contains'}`;
}
