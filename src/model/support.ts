import { releases } from '../data/release';
import type { Release } from '../data/types';

/**
 * The support policy (MODEL.md, "Support lifecycle"): the current minor release is supported with
 * no end announced; when a new minor release comes out, its release notes announce the end of
 * support of the one before it, at least this many days after the new release.
 */
export const minimumSupportOverlapDays = 70;

const day = 24 * 60 * 60 * 1000;

function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / day);
}

/** Where the releases of `release.ts` break the policy, as readable sentences; empty when none. */
export function supportPolicyProblems(list: readonly Release[] = releases): string[] {
  const problems: string[] = [];
  list.forEach((release, index) => {
    const successor = list[index - 1];
    if (successor === undefined) {
      if (release.endOfSupport !== undefined) {
        problems.push(`${release.line} is the current release and has no end of support`);
      }
      return;
    }
    if (daysBetween(release.releasedOn, successor.releasedOn) <= 0) {
      problems.push(`${successor.line} must be released after ${release.line}`);
    }
    if (release.endOfSupport === undefined) {
      problems.push(`${release.line} needs the end of support announced with ${successor.line}`);
      return;
    }
    const overlap = daysBetween(successor.releasedOn, release.endOfSupport);
    if (overlap < minimumSupportOverlapDays) {
      problems.push(
        `${release.line} ends ${overlap} days after ${successor.line} is released; the policy gives at least ${minimumSupportOverlapDays}`,
      );
    }
  });
  return problems;
}
