import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import { limits as allLimits } from '@site/src/data/limits';
import type { Limit } from '@site/src/data/types';

interface Props {
  /** The limit's id in `src/data/limits.ts`: `api.rate`. */
  readonly id: string;
  /** Defaults to the platform's limits; the unit test passes its own. */
  readonly limits?: readonly Limit[];
}

/**
 * The value of one limit inside a sentence (`100 requests per second`), so that a page stating a
 * limit in prose shows the same value as the limits table. An unknown id stops the build.
 */
export default function LimitValue({ id, limits = allLimits }: Props): ReactNode {
  const limit = limits.find((candidate) => candidate.id === id);
  if (limit === undefined) {
    throw new Error(`LimitValue: src/data/limits.ts has no limit "${id}".`);
  }
  return <FactText text={limit.value} />;
}
