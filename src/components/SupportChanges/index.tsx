import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import { releases } from '@site/src/data/release';
import { supportChanges, type SupportChange } from '@site/src/model/compatibility';

/** What to do before the upgrade, from what both lines support, so no step runs a release on a version it does not support. */
function beforeUpgrade({ component, both, keepsEarlier }: SupportChange, line: string): string {
  if (keepsEarlier) return 'Nothing to do: every version the earlier release supports still works.';
  if (both === undefined) {
    return `No version works with both releases: upgrade it right after CogniBot ${line}, in the same maintenance window.`;
  }
  const move = `move to ${both}, which both releases support, before you upgrade CogniBot`;
  return component.inComposeBundle === true
    ? `With Helm, ${move}; the Docker Compose bundle of ${line} brings its own.`
    : `${move.charAt(0).toUpperCase()}${move.slice(1)}.`;
}

/**
 * The supported versions that changed in a release line against the line before it, from the
 * compatibility matrix, each with what to do before the upgrade: what an upgrade drops (and adds)
 * and the safe order stay in step with the matrix.
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
      {supportChanges(line, previous.line).map((change) => (
        <li key={change.component.id}>
          <FactText text={change.component.label} />: {change.now} in {line}; {previous.line}{' '}
          supported {change.before}. {beforeUpgrade(change, line)}
        </li>
      ))}
    </ul>
  );
}
