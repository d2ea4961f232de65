import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useDocsVersion, useLatestVersion } from '@docusaurus/plugin-content-docs/client';

interface Props {
  /** Docs id, the path under `docs/` without `.md`: `CogniBot/Concepts/state`. */
  readonly docId: string;
  /** The link text; the page's title when absent. */
  readonly children?: ReactNode;
}

/**
 * A link to a docs page named by its id, as the facts data names pages. Used inside docs pages. An
 * unknown id stops the build with the id in the message, instead of rendering a link to nowhere.
 */
export default function DocLink({ docId, children }: Props): ReactNode {
  const path = useLatestVersion(undefined).docs.find((doc) => doc.id === docId)?.path;
  const title = useDocsVersion().docs[docId]?.title;
  if (path === undefined || title === undefined) {
    throw new Error(`DocLink: no docs page has the id "${docId}".`);
  }
  return <Link to={path}>{children ?? title}</Link>;
}
