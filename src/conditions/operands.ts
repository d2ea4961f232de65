import { ConditionSyntaxError } from './errors';
import { functionArity, isFunctionName, type Expression } from './syntax';
import type { Token } from './tokenizer';
import type { TokenStream } from './tokenStream';

/**
 * The operands that start with a name or a bracket: variables, function calls and lists. The
 * expressions inside them are read by the parser, which passes its entry point in.
 */
export type ParseExpression = () => Expression;

const regexFlags = /^[ims]*$/;

/** The state scopes a variable name starts with. */
const stateScopes = new Set(['conversation', 'user', 'skill', 'project', 'system']);

/** `scope.name`: the scope here; the parser reads the rest as member access. */
export function parseVariable(tokens: TokenStream, scope: Token): Expression {
  if (!stateScopes.has(scope.value)) {
    throw new ConditionSyntaxError(
      `unknown name ${scope.value}: a variable starts with its scope, one of ${[...stateScopes].join(', ')}`,
      scope.position,
    );
  }
  if (!tokens.isPunctuation('.')) {
    throw new ConditionSyntaxError(
      `expected '.' and a variable name after the scope ${scope.value}`,
      tokens.peek().position,
    );
  }
  return { type: 'variable', name: scope.value, position: scope.position };
}

/** Expressions separated by commas, up to (not including) the closing punctuation. */
function commaSeparated(tokens: TokenStream, close: string, parse: ParseExpression): Expression[] {
  const items: Expression[] = [];
  if (!tokens.isPunctuation(close)) {
    do {
      items.push(parse());
    } while (tokens.skipComma());
  }
  return items;
}

/** `[a, b, …]`, after its opening bracket. */
export function parseList(tokens: TokenStream, open: Token, parse: ParseExpression): Expression {
  const items = commaSeparated(tokens, ']', parse);
  tokens.expectPunctuation(']', "',' or ']' to close the list");
  return { type: 'list', items, position: open.position };
}

/** `name(a, b)`, with its name read and its parenthesis next. */
export function parseCall(
  tokens: TokenStream,
  nameToken: Token,
  parse: ParseExpression,
): Expression {
  const name = nameToken.value;
  if (!isFunctionName(name)) {
    throw new ConditionSyntaxError(`unknown function ${name}()`, nameToken.position);
  }
  tokens.expectPunctuation('(', "'('");
  const args = commaSeparated(tokens, ')', parse);
  tokens.expectPunctuation(')', "',' or ')' to close the call of " + name + '()');
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
