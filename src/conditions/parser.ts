import { ConditionSyntaxError } from './errors';
import { tokenize, type Token } from './tokenizer';
import { functionArity, isFunctionName, type BinaryOperator, type Expression } from './syntax';

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

const regexFlags = /^[ims]*$/;

/** The state scopes a variable name starts with. */
const stateScopes = new Set(['conversation', 'user', 'skill', 'project', 'system']);

function describe(token: Token): string {
  if (token.kind === 'end') return 'the end of the condition';
  if (token.kind === 'string') return 'a string';
  if (token.kind === 'number') return `the number ${token.value}`;
  return `'${token.value}'`;
}

function binaryOperatorOf(token: Token): BinaryOperator | undefined {
  if (token.kind !== 'operator' && token.kind !== 'keyword') return undefined;
  return Object.hasOwn(binaryPrecedence, token.value) ? (token.value as BinaryOperator) : undefined;
}

/** A recursive-descent parser with precedence climbing for the binary operators. */
class Parser {
  private index = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token {
    // tokenize() always ends with an `end` token, and the parser never moves past it.
    const token = this.tokens[this.index];
    if (token === undefined) throw new Error('the token list has no end token');
    return token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  private isPunctuation(value: string): boolean {
    const token = this.peek();
    return token.kind === 'punctuation' && token.value === value;
  }

  private skipComma(): boolean {
    if (!this.isPunctuation(',')) return false;
    this.next();
    return true;
  }

  private expectPunctuation(value: string, what: string): Token {
    const token = this.peek();
    if (token.kind !== 'punctuation' || token.value !== value) {
      throw new ConditionSyntaxError(`expected ${what}, found ${describe(token)}`, token.position);
    }
    return this.next();
  }

  parseCondition(): Expression {
    if (this.peek().kind === 'end') throw new ConditionSyntaxError('the condition is empty', 1);
    const expression = this.parseBinary(1);
    const rest = this.peek();
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
      const token = this.peek();
      const operator = binaryOperatorOf(token);
      if (operator === undefined || binaryPrecedence[operator] < minimum) return left;
      this.next();
      const right = this.parseBinary(binaryPrecedence[operator] + 1);
      left = { type: 'binary', operator, left, right, position: token.position };
    }
  }

  private parseUnary(): Expression {
    const token = this.peek();
    if (token.kind === 'operator' && token.value === '!') {
      this.next();
      return { type: 'not', operand: this.parseUnary(), position: token.position };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(start: Expression): Expression {
    let expression = start;
    for (;;) {
      const token = this.peek();
      if (this.isPunctuation('.')) {
        this.next();
        const property = this.next();
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
      } else if (this.isPunctuation('[')) {
        this.next();
        const index = this.parseBinary(1);
        this.expectPunctuation(']', "']' to close the index");
        expression = { type: 'index', object: expression, index, position: token.position };
      } else {
        return expression;
      }
    }
  }

  private parsePrimary(): Expression {
    const token = this.next();
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
        if (token.value === '-' && this.peek().kind === 'number') {
          const number = this.next();
          return { type: 'literal', value: -Number(number.value), position: token.position };
        }
        break;
      case 'name':
        return this.isPunctuation('(') ? this.parseCall(token) : this.parseVariable(token);
      case 'punctuation':
        if (token.value === '(') {
          const inner = this.parseBinary(1);
          this.expectPunctuation(')', "')' to close the '(' at position " + String(token.position));
          return inner;
        }
        if (token.value === '[') return this.parseList(token);
        break;
      default:
        break;
    }
    throw new ConditionSyntaxError(
      `expected a value, a name or '(', found ${describe(token)}`,
      token.position,
    );
  }

  private parseVariable(scope: Token): Expression {
    if (!stateScopes.has(scope.value)) {
      throw new ConditionSyntaxError(
        `unknown name ${scope.value}: a variable starts with its scope, one of ${[...stateScopes].join(', ')}`,
        scope.position,
      );
    }
    if (!this.isPunctuation('.')) {
      throw new ConditionSyntaxError(
        `expected '.' and a variable name after the scope ${scope.value}`,
        this.peek().position,
      );
    }
    return { type: 'variable', name: scope.value, position: scope.position };
  }

  private parseList(open: Token): Expression {
    const items: Expression[] = [];
    if (!this.isPunctuation(']')) {
      do {
        items.push(this.parseBinary(1));
      } while (this.skipComma());
    }
    this.expectPunctuation(']', "',' or ']' to close the list");
    return { type: 'list', items, position: open.position };
  }

  private parseCall(nameToken: Token): Expression {
    const name = nameToken.value;
    if (!isFunctionName(name)) {
      throw new ConditionSyntaxError(`unknown function ${name}()`, nameToken.position);
    }
    this.expectPunctuation('(', "'('");
    const args: Expression[] = [];
    if (!this.isPunctuation(')')) {
      do {
        args.push(this.parseBinary(1));
      } while (this.skipComma());
    }
    this.expectPunctuation(')', "',' or ')' to close the call of " + name + '()');
    const [least, most] = functionArity[name];
    if (args.length < least || args.length > most) {
      const expected = least === most ? String(least) : `${least} or ${most}`;
      throw new ConditionSyntaxError(
        `${name}() takes ${expected} argument${most === 1 ? '' : 's'}, not ${args.length}`,
        nameToken.position,
      );
    }
    if (name === 'matches') checkLiteralPattern(args);
    return { type: 'call', name, args, position: nameToken.position };
  }
}

/** A pattern or flags written as literals can be checked when the condition is saved. */
function checkLiteralPattern(args: readonly Expression[]): void {
  const [, pattern, flags] = args;
  if (
    flags?.type === 'literal' &&
    typeof flags.value === 'string' &&
    !regexFlags.test(flags.value)
  ) {
    throw new ConditionSyntaxError(
      `matches() accepts the flags i, m and s, not "${flags.value}"`,
      flags.position,
    );
  }
  if (pattern?.type === 'literal' && typeof pattern.value === 'string') {
    try {
      new RegExp(pattern.value);
    } catch {
      throw new ConditionSyntaxError(
        `"${pattern.value}" is not a valid regular expression`,
        pattern.position,
      );
    }
  }
}

/** Reads a condition; throws ConditionSyntaxError (CB-1012) with the position of the problem. */
export function parseCondition(source: string): Expression {
  return new Parser(tokenize(source)).parseCondition();
}
