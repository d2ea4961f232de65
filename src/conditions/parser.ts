import { ConditionSyntaxError } from './errors';
import { parseCall, parseList, parseVariable } from './operands';
import type { BinaryOperator, Expression } from './syntax';
import { tokenize, type Token } from './tokenizer';
import { describe, TokenStream } from './tokenStream';

/**
 * Binding strength of the binary operators, weakest first, as the conditions page's "Evaluation
 * order" table gives it. Operators of one level are read left to right.
 */
const binaryPrecedence: Readonly<Record<BinaryOperator, number>> = {
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  in: 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
};

function binaryOperatorOf(token: Token): BinaryOperator | undefined {
  if (token.kind !== 'operator' && token.kind !== 'keyword') return undefined;
  return Object.hasOwn(binaryPrecedence, token.value) ? (token.value as BinaryOperator) : undefined;
}

/**
 * A recursive-descent parser with precedence climbing for the binary operators. It reads the
 * expression levels; the token cursor is TokenStream, and variables, calls and lists are operands.ts.
 */
class Parser {
  private readonly tokens: TokenStream;
  private readonly parseArgument = (): Expression => this.parseBinary(1);

  constructor(tokens: readonly Token[]) {
    this.tokens = new TokenStream(tokens);
  }

  parseCondition(): Expression {
    if (this.tokens.peek().kind === 'end') {
      throw new ConditionSyntaxError('the condition is empty', 1);
    }
    const expression = this.parseBinary(1);
    const rest = this.tokens.peek();
    if (rest.kind !== 'end') {
      const hint =
        rest.kind === 'punctuation' && rest.value === ')' ? 'a ) without its (' : describe(rest);
      throw new ConditionSyntaxError(
        `expected an operator or the end of the condition, found ${hint}`,
        rest.position,
      );
    }
    return expression;
  }

  private parseBinary(minimum: number): Expression {
    let left = this.parseUnary();
    for (;;) {
      const token = this.tokens.peek();
      const operator = binaryOperatorOf(token);
      if (operator === undefined || binaryPrecedence[operator] < minimum) return left;
      this.tokens.next();
      const right = this.parseBinary(binaryPrecedence[operator] + 1);
      left = { type: 'binary', operator, left, right, position: token.position };
    }
  }

  private parseUnary(): Expression {
    const token = this.tokens.peek();
    if (token.kind === 'operator' && token.value === '!') {
      this.tokens.next();
      return { type: 'not', operand: this.parseUnary(), position: token.position };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(start: Expression): Expression {
    let expression = start;
    for (;;) {
      const token = this.tokens.peek();
      if (this.tokens.isPunctuation('.')) {
        this.tokens.next();
        const property = this.tokens.next();
        if (property.kind !== 'name' && property.kind !== 'keyword') {
          throw new ConditionSyntaxError(
            `expected a name after '.', found ${describe(property)}`,
            property.position,
          );
        }
        expression = {
          type: 'member',
          object: expression,
          property: property.value,
          position: token.position,
        };
      } else if (this.tokens.isPunctuation('[')) {
        this.tokens.next();
        const index = this.parseBinary(1);
        this.tokens.expectPunctuation(']', "']' to close the index");
        expression = { type: 'index', object: expression, index, position: token.position };
      } else {
        return expression;
      }
    }
  }

  private parsePrimary(): Expression {
    const token = this.tokens.next();
    switch (token.kind) {
      case 'number':
        return { type: 'literal', value: Number(token.value), position: token.position };
      case 'string':
        return { type: 'literal', value: token.value, position: token.position };
      case 'keyword':
        if (token.value === 'true' || token.value === 'false') {
          return { type: 'literal', value: token.value === 'true', position: token.position };
        }
        if (token.value === 'null')
          return { type: 'literal', value: null, position: token.position };
        break;
      case 'operator':
        if (token.value === '-' && this.tokens.peek().kind === 'number') {
          const number = this.tokens.next();
          return { type: 'literal', value: -Number(number.value), position: token.position };
        }
        break;
      case 'name':
        return this.tokens.isPunctuation('(')
          ? parseCall(this.tokens, token, this.parseArgument)
          : parseVariable(this.tokens, token);
      case 'punctuation':
        if (token.value === '(') {
          const inner = this.parseBinary(1);
          this.tokens.expectPunctuation(
            ')',
            "')' to close the '(' at position " + String(token.position),
          );
          return inner;
        }
        if (token.value === '[') return parseList(this.tokens, token, this.parseArgument);
        break;
      default:
        break;
    }
    throw new ConditionSyntaxError(
      `expected a value, a name or '(', found ${describe(token)}`,
      token.position,
    );
  }
}

/** Reads a condition; throws ConditionSyntaxError (CB-1012) with the position of the problem. */
export function parseCondition(source: string): Expression {
  return new Parser(tokenize(source)).parseCondition();
}
