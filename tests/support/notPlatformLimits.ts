/**
 * Phrases that read like limits but are not limits of CogniBot: rules of an example dialog, or
 * limits of another vendor's platform that a page quotes. Every other "up to N …" in prose must
 * be a value of src/data/limits.ts, which the limits page lists in full.
 */
export interface NotAPlatformLimit {
  readonly file: string;
  /** The phrase as the check reports it: `no more than 90 days`. */
  readonly phrase: string;
  readonly reason: string;
}

export const notPlatformLimits: readonly NotAPlatformLimit[] = [
  {
    file: 'docs/CogniBot/Skills/Dialog Elements/action.md',
    phrase: 'up to 90 seconds',
    reason: 'The timeout the example sets on its UiPath action, within the limit of 120 s.',
  },
];
