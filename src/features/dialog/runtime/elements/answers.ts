import type { ElementContext } from '../context';
import type { Choice, Expect } from '../model';
import { DateValue, type Value } from '../values';

export type Parsed =
  { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly reason: string };

const numberWords: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const yesWords = new Set(['yes', 'y', 'yeah', 'yep', 'sure', 'ok', 'okay', 'true']);
const noWords = new Set(['no', 'n', 'nope', 'nah', 'false']);
const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const dayMs = 86_400_000;

function parseNumber(text: string): number | undefined {
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) return Number(text);
  const word = numberWords.indexOf(text.toLowerCase());
  return word === -1 ? undefined : word;
}

function monthIndex(word: string): number {
  return months.findIndex((month) => month === word || month.slice(0, 3) === word);
}

/** A day without a year: the next such day on or after today. */
function nextDayOf(month: number, day: number, today: number): number {
  const year = new Date(today).getUTCFullYear();
  const thisYear = Date.UTC(year, month, day);
  return thisYear >= today ? thisYear : Date.UTC(year + 1, month, day);
}

/** Dates in English: ISO, `14 July`, `July 14, 2025`, `3/14/2025`, today, tomorrow, (next) Monday. */
export function parseDate(text: string, now: DateValue): number | undefined {
  const lower = text.toLowerCase().replace(/,/g, '').trim();
  const today = Math.floor(now.time / dayMs) * dayMs;
  const relative: Record<string, number> = { today: 0, tomorrow: 1, yesterday: -1 };
  if (relative[lower] !== undefined) return today + relative[lower] * dayMs;
  const weekday = /^(?:next |on )?([a-z]+)$/.exec(lower);
  const weekdayIndex = weekday === null ? -1 : weekdays.indexOf(weekday[1] ?? '');
  if (weekdayIndex !== -1) {
    const ahead = (weekdayIndex - new Date(today).getUTCDay() + 7) % 7 || 7;
    return today + ahead * dayMs;
  }
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(lower);
  if (match !== null) return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(lower);
  if (match !== null) return Date.UTC(Number(match[3]), Number(match[1]) - 1, Number(match[2]));
  match =
    /^(\d{1,2}) ([a-z]+)(?: (\d{4}))?$/.exec(lower) ??
    /^([a-z]+) (\d{1,2})(?: (\d{4}))?$/.exec(lower);
  if (match === null) return undefined;
  const dayFirst = /^\d/.test(match[1] ?? '');
  const month = monthIndex((dayFirst ? match[2] : match[1]) ?? '');
  const day = Number(dayFirst ? match[1] : match[2]);
  if (month === -1 || day < 1 || day > 31) return undefined;
  return match[3] === undefined
    ? nextDayOf(month, day, today)
    : Date.UTC(Number(match[3]), month, day);
}

/** Finds a choice by label or value, ignoring case, or by its position such as "2". */
export function findChoice(choices: readonly Choice[], text: string): Choice | undefined {
  const lower = text.toLowerCase();
  const byText = choices.find(
    (choice) =>
      choice.label.toLowerCase() === lower ||
      (choice.value ?? choice.label).toLowerCase() === lower,
  );
  if (byText !== undefined) return byText;
  return /^\d+$/.test(text) ? choices[Number(text) - 1] : undefined;
}

export interface AnswerRules {
  readonly expect: Expect;
  readonly choices?: readonly Choice[];
  readonly entity?: string;
  readonly pattern?: string;
}

/** Reads an answer by the type the element expects; the value is what the variable stores. */
export function parseAnswer(rules: AnswerRules, raw: string, context: ElementContext): Parsed {
  const text = raw.trim();
  const fail = (reason: string): Parsed => ({ ok: false, reason });
  switch (rules.expect) {
    case 'text':
      return text === '' ? fail('the answer is empty') : { ok: true, value: text };
    case 'number': {
      const number = parseNumber(text);
      return number === undefined ? fail('not a number') : { ok: true, value: number };
    }
    case 'date': {
      const time = parseDate(text, context.state.system.now);
      return time === undefined ? fail('not a date') : { ok: true, value: new DateValue(time) };
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
        ? { ok: true, value: text }
        : fail('not an email address');
    case 'boolean': {
      const lower = text.toLowerCase();
      if (yesWords.has(lower)) return { ok: true, value: true };
      return noWords.has(lower) ? { ok: true, value: false } : fail('not yes or no');
    }
    case 'choice': {
      const choice = findChoice(rules.choices ?? [], text);
      return choice === undefined
        ? fail('not one of the choices')
        : { ok: true, value: choice.value ?? choice.label };
    }
    case 'entity': {
      const found = context.services
        .nlu?.(text)
        .find((score) => score.entities?.[rules.entity ?? ''] !== undefined);
      const value = found?.entities?.[rules.entity ?? ''];
      return value === undefined
        ? fail(`no ${rules.entity ?? ''} entity found`)
        : { ok: true, value: value as Value };
    }
    case 'pattern':
      return new RegExp(`^(?:${rules.pattern ?? ''})$`).test(text)
        ? { ok: true, value: text }
        : fail('does not match the pattern');
  }
}

/** Checks `min` and `max`: a range for numbers and dates, a length for text. */
export function checkRange(
  value: Value,
  min: unknown,
  max: unknown,
  elementId: string,
  context: ElementContext,
): string | undefined {
  const measure = (item: Value): number | undefined => {
    if (typeof item === 'number') return item;
    if (item instanceof DateValue) return Math.floor(item.time / dayMs);
    if (typeof item === 'string') {
      const date = parseDate(item, context.state.system.now);
      return date === undefined ? Number(item) : Math.floor(date / dayMs);
    }
    return undefined;
  };
  const own = typeof value === 'string' ? Array.from(value).length : measure(value);
  const bound = (limit: unknown): number | undefined =>
    limit === undefined ? undefined : measure(context.value(limit, elementId));
  const lower = bound(min);
  const upper = bound(max);
  if (own === undefined) return undefined;
  if (lower !== undefined && own < lower) return `below the minimum ${String(min)}`;
  if (upper !== undefined && own > upper) return `above the maximum ${String(max)}`;
  return undefined;
}
