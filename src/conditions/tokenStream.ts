import { ConditionSyntaxError } from './errors';
import type { Token } from './tokenizer';

/** How an error message names a token. */
export function describe(token: Token): string {
  if (token.kind === 'end') return 'the end of the condition';
  if (token.kind === 'string') return 'a string';
  if (token.kind === 'number') return `the number ${token.value}`;
  return `'${token.value}'`;
}

/** The parser's cursor over the tokens: look at the next one, take it, or insist on punctuation. */
export class TokenStream {
  private index = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  peek(): Token {
    // tokenize() always ends with an `end` token, and the stream never moves past it.
    const token = this.tokens[this.index];
    if (token === undefined) throw new Error('the token list has no end token');
    return token;
  }

  next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  isPunctuation(value: string): boolean {
    const token = this.peek();
    return token.kind === 'punctuation' && token.value === value;
  }

  skipComma(): boolean {
    if (!this.isPunctuation(',')) return false;
    this.next();
    return true;
  }

  expectPunctuation(value: string, what: string): Token {
    const token = this.peek();
    if (token.kind !== 'punctuation' || token.value !== value) {
      throw new ConditionSyntaxError(`expected ${what}, found ${describe(token)}`, token.position);
    }
    return this.next();
  }
}
