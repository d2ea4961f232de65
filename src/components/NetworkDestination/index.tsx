import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import { outboundPaths as allPaths, type OutboundPath } from '@site/src/model/network';

interface Props {
  /** The id of an outbound path in `src/model/network.ts`: `teams-replies`. */
  readonly pathId: string;
  /** Defaults to the network model's outbound paths; the unit test passes its own. */
  readonly paths?: readonly OutboundPath[];
}

/**
 * Where one outbound path goes, inside a sentence, so that a channel page's prerequisites name the
 * same hosts as the firewall table of the architecture page. An unknown id stops the build.
 */
export default function NetworkDestination({ pathId, paths = allPaths }: Props): ReactNode {
  const path = paths.find((candidate) => candidate.id === pathId);
  if (path === undefined) {
    throw new Error(`NetworkDestination: src/model/network.ts has no outbound path "${pathId}".`);
  }
  return <FactText text={path.to} />;
}
