import type { IntentScore } from './io';

const words = (text: string): Set<string> =>
  new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);

/**
 * A stand-in for the NLU service, for tests and the in-page runner: each intent is given by
 * example utterances, and a message scores the word overlap (Dice coefficient) with the closest
 * example. It recognizes no entities.
 */
export function createExampleNlu(
  examples: Readonly<Record<string, readonly string[]>>,
): (text: string) => IntentScore[] {
  return (text) => {
    const message = words(text);
    return Object.entries(examples)
      .map(([intent, utterances]) => {
        const best = Math.max(
          0,
          ...utterances.map((utterance) => {
            const example = words(utterance);
            const shared = [...example].filter((word) => message.has(word)).length;
            return (2 * shared) / (example.size + message.size || 1);
          }),
        );
        return { intent, confidence: Math.round(best * 100) / 100 };
      })
      .sort((a, b) => b.confidence - a.confidence);
  };
}
