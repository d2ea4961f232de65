/**
 * Hands an example from a Try it button to the playground. It lives apart from the playground so
 * the buttons cost the page almost nothing; the playground's code loads when it is first wanted.
 */
export interface ExampleRequest {
  readonly condition: string;
  /** Header cells of the example's table of cases: variable names, then "Result". */
  readonly headers: readonly string[];
  /** The first row of that table. */
  readonly cells: readonly string[];
  /** Counts requests, so trying the same example twice still moves the focus. */
  readonly serial: number;
}

type Listener = (request: ExampleRequest) => void;

let latest: ExampleRequest | undefined;
let serial = 0;
const listeners = new Set<Listener>();

export function requestExample(example: Omit<ExampleRequest, 'serial'>): void {
  serial += 1;
  latest = { ...example, serial };
  for (const listener of listeners) listener(latest);
}

export function latestExample(): ExampleRequest | undefined {
  return latest;
}

export function subscribeToExamples(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
