/** The syntax tree of a condition. Positions are 1-based characters in the source. */

export type BinaryOperator = '||' | '&&' | '==' | '!=' | 'in' | '<' | '<=' | '>' | '>=';

export type LiteralValue = string | number | boolean | null;

export type Expression =
  | { readonly type: 'literal'; readonly value: LiteralValue; readonly position: number }
  | { readonly type: 'list'; readonly items: readonly Expression[]; readonly position: number }
  | { readonly type: 'variable'; readonly name: string; readonly position: number }
  | {
      readonly type: 'member';
      readonly object: Expression;
      readonly property: string;
      readonly position: number;
    }
  | {
      readonly type: 'index';
      readonly object: Expression;
      readonly index: Expression;
      readonly position: number;
    }
  | {
      readonly type: 'call';
      readonly name: FunctionName;
      readonly args: readonly Expression[];
      readonly position: number;
    }
  | { readonly type: 'not'; readonly operand: Expression; readonly position: number }
  | {
      readonly type: 'binary';
      readonly operator: BinaryOperator;
      readonly left: Expression;
      readonly right: Expression;
      readonly position: number;
    };

/** The seven built-in functions and how many arguments each takes. */
export const functionArity = {
  contains: [2, 2],
  startsWith: [2, 2],
  matches: [2, 3],
  isEmpty: [1, 1],
  len: [1, 1],
  now: [0, 0],
  daysBetween: [2, 2],
} as const satisfies Record<string, readonly [number, number]>;

export type FunctionName = keyof typeof functionArity;

export function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(functionArity, name);
}
