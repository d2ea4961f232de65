import { ConditionSyntaxError } from './errors';

export type TokenKind =
  'number' | 'string' | 'name' | 'keyword' | 'operator' | 'punctuation' | 'end';

export interface Token {
  readonly kind: TokenKind;
  /** The text as written; for strings, the value after escapes. */
  readonly value: string;
  /** 1-based character position of the token's first character. */
  readonly position: number;
}

const keywords = new Set(['true', 'false', 'null', 'in']);
const operators = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '-'] as const;
const punctuation = new Set(['(', ')', '[', ']', ',', '.']);
const escapes: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r' };

/** Operators of other languages that readers try, with what to write instead. */
const misreadOperators: readonly (readonly [string, string])[] = [
  ['===', "'===' is not an operator; use '=='"],
  ['!==', "'!==' is not an operator; use '!='"],
  ['??', "'??' works only inside {{ }} templates; test for a missing value with isEmpty()"],
  ['=', "a single '=' is not an operator; compare with '=='"],
  ['&', "a single '&' is not an operator; use '&&'"],
  ['|', "a single '|' is not an operator; use '||'"],
];

function isNameStart(char: string): boolean {
  return /[A-Za-z_]/.test(char);
}

function isNamePart(char: string): boolean {
  return /[A-Za-z0-9_]/.test(char);
}

function readString(source: string, start: number): { value: string; end: number } {
  const quote = source[start];
  let value = '';
  let index = start + 1;
  while (index < source.length) {
    const char = source.charAt(index);
    if (char === quote) return { value, end: index + 1 };
    if (char === '\\') {
      const next = source.charAt(index + 1);
      if (next === '') break;
      // As in JavaScript, an unknown escape such as \d stands for the letter itself.
      value += escapes[next] ?? next;
      index += 2;
      continue;
    }
    value += char;
    index += 1;
  }
  throw new ConditionSyntaxError(`the string that starts here has no closing ${quote}`, start + 1);
}

/** Splits a condition into tokens; the last one is always `end`. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    const position = index + 1;
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    if (char === '"' || char === "'") {
      const { value, end } = readString(source, index);
      tokens.push({ kind: 'string', value, position });
      index = end;
      continue;
    }
    const number = /^\d+(\.\d+)?/.exec(source.slice(index));
    if (number) {
      tokens.push({ kind: 'number', value: number[0], position });
      index += number[0].length;
      continue;
    }
    if (isNameStart(char)) {
      let end = index + 1;
      while (end < source.length && isNamePart(source.charAt(end))) end += 1;
      const word = source.slice(index, end);
      tokens.push({ kind: keywords.has(word) ? 'keyword' : 'name', value: word, position });
      index = end;
      continue;
    }
    const rest = source.slice(index);
    const misread = misreadOperators.find(
      ([text]) =>
        rest.startsWith(text) &&
        !operators.some((op) => rest.startsWith(op) && op.length >= text.length),
    );
    if (misread) throw new ConditionSyntaxError(misread[1], position);
    const operator = operators.find((candidate) => rest.startsWith(candidate));
    if (operator) {
      tokens.push({ kind: 'operator', value: operator, position });
      index += operator.length;
      continue;
    }
    if (punctuation.has(char)) {
      tokens.push({ kind: 'punctuation', value: char, position });
      index += 1;
      continue;
    }
    throw new ConditionSyntaxError(`unexpected character '${char}'`, position);
  }
  tokens.push({ kind: 'end', value: '', position: source.length + 1 });
  return tokens;
}
