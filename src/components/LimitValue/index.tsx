import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import { limits } from '@site/src/data/limits';

/**
 * One limit's value from `src/data/limits.ts`, inside a sentence or table cell, so that a page
 * states it without copying it. An unknown id stops the build with the id in the message.
 */
export default function LimitValue({ id }: { readonly id: string }): ReactNode {
  const limit = limits.find((candidate) => candidate.id === id);
  if (!limit) throw new Error(`LimitValue: src/data/limits.ts has no limit "${id}".`);
  return <FactText text={limit.value} />;
}
