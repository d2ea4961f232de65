/** The two error codes of the condition language, as the conditions page names them. */
export const syntaxErrorCode = 'CB-1012';
export const typeErrorCode = 'CB-1015';

/**
 * A condition that cannot be read (`CB-1012`). The Designer reports it when the element is saved;
 * `position` is the 1-based character where the problem was found.
 */
export class ConditionSyntaxError extends Error {
  readonly code = syntaxErrorCode;
  constructor(
    readonly detail: string,
    readonly position: number,
  ) {
    super(`${syntaxErrorCode} syntax error at position ${position}: ${detail}`);
    this.name = 'ConditionSyntaxError';
  }
}

/** A value of the wrong type met at run time (`CB-1015`); a branch treats the condition as false. */
export class ConditionTypeError extends Error {
  readonly code = typeErrorCode;
  constructor(readonly detail: string) {
    super(`${typeErrorCode} type error: ${detail}`);
    this.name = 'ConditionTypeError';
  }
}
