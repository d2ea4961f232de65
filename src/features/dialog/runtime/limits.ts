import { limits } from '../../../data/limits';

/** Reads the first number of a limit's value in src/data/limits.ts, such as 4096 from "4,096 characters". */
function firstNumber(id: string): number {
  const limit = limits.find((candidate) => candidate.id === id);
  const match = limit?.value.match(/\d[\d,]*/);
  if (match === null || match === undefined) throw new Error(`No numeric limit ${id} in limits.ts`);
  return Number(match[0].replaceAll(',', ''));
}

/** The limits the runtime enforces while a dialog runs (the Designer enforces the others on save). */
export const runtimeLimits = {
  messageCharacters: firstNumber('message.text'),
  stateValueBytes: firstNumber('state.valueSize') * 1024,
  fileSizeMb: firstNumber('file.size'),
  userExpiryDays: firstNumber('state.userExpiry'),
} as const;

/** Behaviour the pages define without a limits.ts entry: defaults of element fields and timers. */
export const runtimeDefaults = {
  inputRetries: 3,
  fileRetries: 3,
  formRetries: 3,
  intentThreshold: 0.7,
  intentAmbiguityMargin: 0.1,
  knowledgeThreshold: 0.6,
  waitMessageAfterSeconds: 3,
  connectionTimeoutSeconds: 30,
  extensionTimeoutSeconds: 10,
  conversationIdleMinutes: 30,
  maxSuspendedSkills: 3,
  /** Elements one turn may run before the runtime stops a dialog that loops without waiting. */
  elementsPerTurn: 1000,
} as const;
