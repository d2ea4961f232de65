import type { ElementContext } from './context';
import type { BotOutput, IntentScore, KnowledgeAnswer, RuntimeServices } from './io';
import { runtimeDefaults } from './limits';
import type { Channel, Skill } from './model';
import { hasIntentTriggers, matchIntents, type TriggerMatch } from './triggers';

/*
 * The steps of "How the runtime picks a skill" that read the message alone: the suggestion the
 * reader picked, the NLU service's intents, and the knowledge base's answer.
 */

/** What the NLU scores of a message decide: no skill, one skill, or a question between two. */
export type IntentChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'start'; readonly match: TriggerMatch }
  | { readonly kind: 'ask'; readonly between: [TriggerMatch, TriggerMatch] };

/**
 * The intent step of "How the runtime picks a skill": the NLU service scores the message, and the
 * best intent over its skill's threshold starts it, unless a second skill's intent is within the
 * ambiguity margin; then the reader is asked which one. `topScore` is the best intent scored.
 */
export function chooseByIntent(
  skills: readonly Skill[],
  nlu: RuntimeServices['nlu'],
  text: string,
  channel: Channel,
  context: ElementContext,
): { choice: IntentChoice; topScore: IntentScore | undefined } {
  const none = { kind: 'none' } as const;
  if (!hasIntentTriggers(skills, channel)) return { choice: none, topScore: undefined };
  if (nlu === undefined) {
    context.log({
      code: 'CB-3001',
      message: 'No NLU model is linked, trained and published; intent triggers cannot fire',
    });
    return { choice: none, topScore: undefined };
  }
  const scores = [...nlu(text)].sort((a, b) => b.confidence - a.confidence);
  const topScore = scores[0];
  const [best, second] = matchIntents(skills, scores, channel);
  if (best === undefined) {
    context.log({ code: 'CB-3010', message: 'No intent reached the confidence threshold' });
    return { choice: none, topScore };
  }
  const margin = (best.score?.confidence ?? 0) - (second?.score?.confidence ?? -1);
  if (
    second !== undefined &&
    second.skill !== best.skill &&
    margin < runtimeDefaults.intentAmbiguityMargin
  ) {
    return { choice: { kind: 'ask', between: [best, second] }, topScore };
  }
  return { choice: { kind: 'start', match: best }, topScore };
}

/** "Which of these did you mean?", with a quick reply for each skill. */
export function disambiguationQuestion(between: readonly TriggerMatch[]): BotOutput {
  return {
    kind: 'text',
    elementId: 'disambiguation',
    text: 'Which of these did you mean?',
    quickReplies: between.map(({ skill }) => ({
      label: skill.suggestionLabel ?? skill.name,
      value: skill.suggestionLabel ?? skill.name,
    })),
  };
}

/** The skill whose suggestion the reader picked from the last question, if the message is one. */
export function pickedSuggestion(
  asked: readonly TriggerMatch[],
  text: string,
): TriggerMatch | undefined {
  return asked.find(
    (match) =>
      (match.skill.suggestionLabel ?? match.skill.name).toLowerCase() === text.trim().toLowerCase(),
  );
}

/**
 * What the intent step keeps between messages: the suggestions of the last "Which of these did you
 * mean?", which only the next message can pick, and the best intent of the last scored message.
 */
export class IntentStep {
  lastIntent: IntentScore | undefined;
  private asked: readonly TriggerMatch[] = [];

  /** The suggestion this message picks, if any; either way the question is then forgotten. */
  takeSuggestion(text: string): TriggerMatch | undefined {
    this.lastIntent = undefined;
    const chosen = pickedSuggestion(this.asked, text);
    this.asked = [];
    return chosen;
  }

  /** The skill the message's intents start; `asked` when the reader must pick between two. */
  choose(
    skills: readonly Skill[],
    nlu: RuntimeServices['nlu'],
    text: string,
    context: ElementContext,
  ): TriggerMatch | 'asked' | undefined {
    const { choice, topScore } = chooseByIntent(
      skills,
      nlu,
      text,
      context.settings.channel,
      context,
    );
    this.lastIntent = topScore;
    if (choice.kind === 'none') return undefined;
    if (choice.kind === 'start') return choice.match;
    this.asked = choice.between;
    context.emit(disambiguationQuestion(choice.between));
    return 'asked';
  }
}

/** The knowledge base's answer, when it is confident enough to reply instead of the fallback. */
export function knowledgeReply(answer: KnowledgeAnswer | undefined): BotOutput | undefined {
  if (answer === undefined || answer.confidence < runtimeDefaults.knowledgeThreshold) {
    return undefined;
  }
  const sources = (answer.citations ?? []).map((citation) => citation.title).join(', ');
  return {
    kind: 'text',
    elementId: 'knowledge',
    text: sources === '' ? answer.answer : `${answer.answer}\n\nSources: ${sources}`,
    quickReplies: [],
  };
}
