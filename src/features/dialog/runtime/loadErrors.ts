import type { RuntimeCode } from './codes';

/** One reason a dialog or skill file cannot run, with the line when the YAML parser knows it. */
export interface LoadProblem {
  readonly message: string;
  readonly line?: number;
  readonly code?: RuntimeCode;
}

/** A dialog, skill or conversation test that cannot be loaded; `problems` lists every reason. */
export class DialogLoadError extends Error {
  constructor(readonly problems: readonly LoadProblem[]) {
    super(
      problems
        .map((problem) =>
          problem.line === undefined ? problem.message : `line ${problem.line}: ${problem.message}`,
        )
        .join('\n'),
    );
    this.name = 'DialogLoadError';
  }
}
