import type { IntentScore } from './io';
import { runtimeDefaults } from './limits';
import type { Channel, EventName, Skill, Trigger } from './model';

export interface TriggerMatch {
  readonly skill: Skill;
  readonly trigger: Trigger;
  readonly score?: IntentScore;
}

/** Skills whose triggers count on this channel: enabled and selected for the channel. */
export function activeSkills(skills: readonly Skill[], channel: Channel): Skill[] {
  return skills.filter(
    (skill) => skill.enabled !== false && (skill.channels ?? [channel]).includes(channel),
  );
}

/** The triggers of a skill that count on this channel: enabled, and not narrowed to other channels. */
export function liveTriggers(skill: Skill, channel: Channel): Trigger[] {
  return skill.triggers.filter(
    (trigger) => trigger.enabled !== false && (trigger.channels ?? [channel]).includes(channel),
  );
}

const normalize = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A **Contains** keyword appears as whole words; case is ignored, word forms are not. */
export function containsPhrase(message: string, phrase: string): boolean {
  const words = normalize(phrase).split(' ').map(escape).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'iu').test(message);
}

/** The first keyword trigger of the given mode that the message matches. */
export function matchKeyword(
  skills: readonly Skill[],
  message: string,
  mode: 'contains' | 'wholeMessage',
  channel: Channel,
): TriggerMatch | undefined {
  for (const skill of skills) {
    for (const trigger of liveTriggers(skill, channel)) {
      if (trigger.type !== 'keyword' || (trigger.match ?? 'contains') !== mode) continue;
      const hit = trigger.keywords.some((keyword) =>
        mode === 'wholeMessage'
          ? normalize(keyword) === normalize(message)
          : containsPhrase(message, keyword),
      );
      if (hit) return { skill, trigger };
    }
  }
  return undefined;
}

/** Intent triggers whose intent scored at or above the trigger's threshold, best first. */
export function matchIntents(
  skills: readonly Skill[],
  scores: readonly IntentScore[],
  channel: Channel,
): TriggerMatch[] {
  const matches: TriggerMatch[] = [];
  for (const score of scores) {
    for (const skill of skills) {
      for (const trigger of liveTriggers(skill, channel)) {
        const threshold =
          trigger.type === 'intent'
            ? (trigger.minConfidence ?? runtimeDefaults.intentThreshold)
            : 1;
        if (
          trigger.type === 'intent' &&
          trigger.intent === score.intent &&
          score.confidence >= threshold
        ) {
          matches.push({ skill, trigger, score });
        }
      }
    }
  }
  return matches.sort((a, b) => (b.score?.confidence ?? 0) - (a.score?.confidence ?? 0));
}

export function matchEvent(
  skills: readonly Skill[],
  event: EventName,
  channel: Channel,
): TriggerMatch | undefined {
  for (const skill of skills) {
    const trigger = liveTriggers(skill, channel).find(
      (candidate) => candidate.type === 'event' && candidate.event === event,
    );
    if (trigger !== undefined) return { skill, trigger };
  }
  return undefined;
}

export function hasIntentTriggers(skills: readonly Skill[], channel: Channel): boolean {
  return skills.some((skill) =>
    liveTriggers(skill, channel).some((trigger) => trigger.type === 'intent'),
  );
}
