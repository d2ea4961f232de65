import { currentRelease } from '../data/release';

/**
 * The announcement bar names the current release. Its id follows the release, so a reader who
 * dismissed the previous release's bar sees the new one.
 */
export const releaseAnnouncement = {
  id: `release-${currentRelease.line.replaceAll('.', '-')}`,
  text: `CogniBot ${currentRelease.line} is out.`,
  upgradeNotesRoute: '/docs/release-notes#upgrade-notes',
} as const;
