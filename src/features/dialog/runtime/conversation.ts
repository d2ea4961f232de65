import { ElementContext } from './context';
import type {
  ConversationSettings,
  IntentScore,
  RuntimeServices,
  TurnResult,
  UserInput,
} from './io';
import { runtimeDefaults, runtimeLimits } from './limits';
import type { EventName, Skill } from './model';
import type { Project } from './project';
import type { SkillRun } from './skillRun';
import { cancelWaitingForm, SkillRuns } from './skillRuns';
import { StateStore, type UserRecord } from './stateStore';
import { IntentStep, knowledgeReply } from './intentChoice';
import { activeSkills, matchEvent, matchKeyword, type TriggerMatch } from './triggers';
import { DateValue } from './values';

const dayMs = 86_400_000;

/** The `user` scope ends after the expiry period without activity; any activity resets the clock. */
function expireUser(user: UserRecord, now: number): void {
  if (now - user.lastActivity > runtimeLimits.userExpiryDays * dayMs) user.values.clear();
  user.lastActivity = now;
}

/** The user's record, created at the first conversation; its `user` scope may have expired. */
function openUserRecord(users: Map<string, UserRecord>, userId: string, now: number): UserRecord {
  const user: UserRecord = users.get(userId) ?? { values: new Map(), lastActivity: now };
  users.set(userId, user);
  return user;
}

/**
 * One conversation with the bot: its state, and which skill each message, click or event goes to
 * (its skill runs are SkillRuns). Each call of send() is one turn.
 */
export class Conversation {
  readonly state: StateStore;
  ended = false;
  private readonly intents = new IntentStep();
  private lastMessageAt: number | undefined;
  private context: ElementContext;
  private readonly runs: SkillRuns;

  constructor(
    readonly project: Project,
    readonly settings: ConversationSettings,
    readonly services: RuntimeServices,
  ) {
    const now = new DateValue(services.clock().getTime());
    const user = openUserRecord(project.state.users, settings.userId, now.time);
    this.state = new StateStore(project.state, user, { ...settings, now });
    this.context = new ElementContext(this.state, services, settings);
    this.runs = new SkillRuns(this.state, () => {
      this.endConversation();
    });
    expireUser(user, now.time);
  }

  /** The best intent of the last message the NLU service scored. */
  get lastIntent(): IntentScore | undefined {
    return this.intents.lastIntent;
  }

  /** The skill run that waits for an answer. */
  get active(): SkillRun | undefined {
    return this.runs.active;
  }

  /** Interrupted runs, oldest first; the last one resumes when the running skill ends. */
  get suspended(): readonly SkillRun[] {
    return this.runs.suspended;
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
    else this.runs.answerOnly(input, this.context);
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
    if (user !== undefined) expireUser(user, now);
  }

  private interruptible(): boolean {
    return this.active?.wait === undefined || this.active.skill.interruptible !== false;
  }

  /** The order of "How the runtime picks a skill", step by step. */
  private message(text: string, input: UserInput): void {
    this.context.lastUserText = text;
    const chosen = this.intents.takeSuggestion(text);
    if (chosen !== undefined) {
      this.startSkill(chosen);
      return;
    }
    if (cancelWaitingForm(this.runs, input, this.context)) return;
    const whole = matchKeyword(this.skills, text, 'wholeMessage', this.settings.channel);
    if (whole !== undefined) {
      this.startSkill(whole);
      return;
    }
    if (this.runs.answer(input, this.context)) return;
    if (this.interruptible()) {
      const contains = matchKeyword(this.skills, text, 'contains', this.settings.channel);
      if (contains !== undefined) {
        this.startSkill(contains);
        return;
      }
      const byIntent = this.intents.choose(this.skills, this.services.nlu, text, this.context);
      if (byIntent === 'asked') return;
      if (byIntent !== undefined) {
        this.startSkill(byIntent);
        return;
      }
    } else {
      this.context.log({
        message: `${this.active?.skill.name ?? ''} is not interruptible: only a valid answer or a whole-message keyword moves it on`,
      });
    }
    if (this.active?.wait !== undefined) {
      this.runs.reject(input, this.context);
      return;
    }
    const reply = knowledgeReply(this.services.knowledge?.(text));
    if (reply !== undefined) {
      this.context.emit(reply);
      return;
    }
    this.startSkill({ skill: this.project.fallback, trigger: { type: 'keyword', keywords: [] } });
  }

  /** Raises an event; its skill starts like a contains keyword would (the waiting skill's rule applies). */
  private raise(event: EventName): void {
    const match = matchEvent(this.skills, event, this.settings.channel);
    this.context.log({
      message: `Event ${event}${match === undefined ? ': no skill has this trigger' : ''}`,
    });
    if (event === 'conversation.end') {
      // The conversation is over: no waiting or suspended run may ask its question again.
      this.runs.endAll();
      if (match !== undefined) this.startSkill(match);
      this.endConversation();
      return;
    }
    if (match !== undefined && this.interruptible()) this.startSkill(match);
  }

  private startSkill(match: TriggerMatch): void {
    this.runs.start(match, this.context);
  }

  private endConversation(): void {
    this.runs.endAll();
    this.state.conversation.clear();
    this.ended = true;
  }
}
