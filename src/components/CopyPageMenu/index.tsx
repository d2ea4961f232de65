import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { absoluteUrl, twinRouteFor } from '@site/src/markdownTwins/twinPath';
import { assistantLinks } from '@site/src/markdownTwins/assistantLinks';
import { copyUrlTextToClipboard } from '@site/src/markdownTwins/copyToClipboard';
import styles from './styles.module.css';

interface CopyPageMenuProps {
  /** The page's route, as the docs and blog plugins give it. */
  permalink: string;
}

/**
 * A disclosure beside the page title: copy the page's Markdown twin, view it, or open it in an AI
 * assistant. Rendered on the server, so it takes its place before any script runs; the assistant
 * links are plain links that request nothing until the reader follows one.
 */
export default function CopyPageMenu({ permalink }: CopyPageMenuProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const twinRoute = encodeURI(twinRouteFor(permalink));
  const links = assistantLinks(absoluteUrl(siteConfig.url, twinRoute));
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open, close]);

  const copy = async () => {
    setStatus('');
    try {
      await copyUrlTextToClipboard(twinRoute);
      setStatus('Copied the page as Markdown.');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setStatus(`Could not copy the page: ${reason}.`);
    }
    close(true);
  };

  return (
    <div
      ref={rootRef}
      className={clsx(styles.menu, 'copy-page-menu')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close(true);
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) close(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={clsx('button button--secondary button--sm', styles.toggle)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        Copy page
        <span aria-hidden className={styles.chevron}>
          ▾
        </span>
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        <li>
          <button type="button" className={styles.item} onClick={() => void copy()}>
            Copy as Markdown
          </button>
        </li>
        <li>
          {/* pathname:// makes a plain link: the twin is a file, not a route of the app. */}
          <Link className={styles.item} to={`pathname://${twinRoute}`} type="text/markdown">
            View as Markdown
          </Link>
        </li>
        <li>
          <Link
            className={styles.item}
            href={links.chatGpt}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in ChatGPT
          </Link>
        </li>
        <li>
          <Link
            className={styles.item}
            href={links.claude}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in Claude
          </Link>
        </li>
      </ul>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
