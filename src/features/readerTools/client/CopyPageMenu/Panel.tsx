import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { absoluteUrl, twinRouteFor } from '@site/src/features/readerTools/logic/twinPath';
import { assistantLinks } from '@site/src/features/readerTools/logic/assistantLinks';
import { copyUrlTextToClipboard } from '@site/src/features/readerTools/client/copyToClipboard';
import panelStyles from './panel.css?text';
import { addStyles } from '@site/src/styles/addStyles';

// The open menu's styles come with its code, as text (src/plugins/cssAsText), rather than in the
// stylesheet every page loads.
addStyles(panelStyles);

const itemClassName = 'copy-page-menu__item';

export interface CopyPageMenuPanelProps {
  id: string;
  /** The page's route, as the docs and blog plugins give it. */
  permalink: string;
  /** Called with the message to announce once the copy has finished or failed. */
  onDone: (message: string) => void;
}

/** The open copy-page menu: its own chunk, loaded when the reader is about to open the menu. */
export default function CopyPageMenuPanel({
  id,
  permalink,
  onDone,
}: CopyPageMenuPanelProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const twinRoute = encodeURI(twinRouteFor(permalink));
  const links = assistantLinks(absoluteUrl(siteConfig.url, twinRoute));

  const copy = async () => {
    try {
      await copyUrlTextToClipboard(twinRoute);
      onDone('Copied the page as Markdown.');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      onDone(`Could not copy the page: ${reason}.`);
    }
  };

  return (
    <ul id={id} className="copy-page-menu__panel">
      <li>
        <button type="button" className={itemClassName} onClick={() => void copy()}>
          Copy as Markdown
        </button>
      </li>
      <li>
        {/* pathname:// makes a plain link: the twin is a file, not a route of the app. */}
        <Link className={itemClassName} to={`pathname://${twinRoute}`} type="text/markdown">
          View as Markdown
        </Link>
      </li>
      {[
        { name: 'ChatGPT', href: links.chatGpt },
        { name: 'Claude', href: links.claude },
      ].map(({ name, href }) => (
        <li key={name}>
          <Link className={itemClassName} href={href} target="_blank" rel="noopener noreferrer">
            {`Open in ${name}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
