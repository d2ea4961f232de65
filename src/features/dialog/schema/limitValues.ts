import { limits } from '../../../data/limits';

/**
 * Numbers of the platform limits in `src/data/limits.ts`, read from the value as the docs write
 * it (`4,096 characters`, `2 to 10 cards`, `30 s by default, up to 120 s`). The data keeps one
 * fact in one place; the schema reads the numbers out of it instead of repeating them. Each reader
 * names the phrasing it expects, so a reworded value stops the generation with a clear message
 * instead of yielding a wrong number.
 */
function limitValue(id: string): string {
  const limit = limits.find((candidate) => candidate.id === id);
  if (limit === undefined) throw new Error(`src/data/limits.ts has no limit with the id "${id}".`);
  return limit.value;
}

function toNumber(digits: string): number {
  return Number(digits.replaceAll(',', ''));
}

const number = String.raw`(\d[\d,]*)`;

function matchLimit(id: string, shape: RegExp, shapeName: string): number[] {
  const value = limitValue(id);
  const match = shape.exec(value);
  if (match === null) {
    throw new Error(
      `The limit "${id}" reads "${value}"; the dialog schema expects ${shapeName}. Update src/features/dialog/schema/limitValues.ts with the new wording.`,
    );
  }
  return match.slice(1).map((digits) => toNumber(digits));
}

// A limit's value leads with its figure; anything after a semicolon qualifies it for readers
// (`10 quick replies; label 20 characters`) and is not part of the figure the schema reads.
const qualifier = '(?:; .+)?';

/** The one number of a limit such as `200 elements` or `4,096 characters`. */
export function limitMaximum(id: string): number {
  const [maximum = 0] = matchLimit(
    id,
    new RegExp(`^${number} [a-zA-Z ]+${qualifier}$`),
    '"<number> <unit>", optionally followed by "; <detail>"',
  );
  return maximum;
}

/** Both ends of a limit such as `2 to 10 cards` or `0 to 3 retries`. */
export function limitRange(id: string): { minimum: number; maximum: number } {
  const [minimum = 0, maximum = 0] = matchLimit(
    id,
    new RegExp(`^${number} to ${number} [a-zA-Z ]+${qualifier}$`),
    '"<number> to <number> <unit>", optionally followed by "; <detail>"',
  );
  return { minimum, maximum };
}

/** Both ends and the default of a limit such as `0 to 10 retries, 3 by default`. */
export function limitRangeAndDefault(id: string): {
  minimum: number;
  maximum: number;
  default: number;
} {
  const [minimum = 0, maximum = 0, defaultValue = 0] = matchLimit(
    id,
    new RegExp(`^${number} to ${number} [a-zA-Z ]+, ${number} by default$`),
    '"<number> to <number> <unit>, <number> by default"',
  );
  return { minimum, maximum, default: defaultValue };
}

/** The default and the maximum of a limit such as `30 s by default, up to 120 s`. */
export function limitDefaultAndMaximum(id: string): { default: number; maximum: number } {
  const [defaultValue = 0, maximum = 0] = matchLimit(
    id,
    new RegExp(`^${number} [a-zA-Z]+ by default, up to ${number} [a-zA-Z]+$`),
    '"<number> <unit> by default, up to <number> <unit>"',
  );
  return { default: defaultValue, maximum };
}

/** The count and the length of each of a limit such as `20 keywords of up to 50 characters each`. */
export function limitCountAndLength(id: string): { count: number; length: number } {
  const [count = 0, length = 0] = matchLimit(
    id,
    new RegExp(`^${number} [a-zA-Z]+ of up to ${number} characters each$`),
    '"<number> <things> of up to <number> characters each"',
  );
  return { count, length };
}

/** The number of a size limit such as `25 MB per file`, in megabytes. */
export function limitMegabytes(id: string): number {
  const [megabytes = 0] = matchLimit(id, new RegExp(`^${number} MB\\b`), '"<number> MB …"');
  return megabytes;
}
