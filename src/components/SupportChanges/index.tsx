import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import { releases } from '@site/src/data/release';
import { supportChanges } from '@site/src/model/compatibility';

/**
 * The supported versions that changed in a release line against the line before it, from the
 * compatibility matrix: what an upgrade drops (and adds) stays in step with the matrix.
 */
export default function SupportChanges({ line }: { readonly line: string }): ReactNode {
  const index = releases.findIndex((release) => release.line === line);
  const previous = releases[index + 1];
  if (index === -1 || previous === undefined) {
    throw new Error(
      `SupportChanges: "${line}" needs an earlier release line in src/data/release.ts (${releases.map((r) => r.line).join(', ')}).`,
    );
  }
  return (
    <ul>
      {supportChanges(line, previous.line).map(({ component, before, now }) => (
        <li key={component.id}>
          <FactText text={component.label} />: {now} in {line}; {previous.line} supported {before}.
        </li>
      ))}
    </ul>
  );
}
