import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { CopyPageMenuPanelProps } from './Panel';
import styles from './styles.module.css';

interface CopyPageMenuProps {
  /** The page's route, as the docs and blog plugins give it. */
  permalink: string;
}

type PanelComponent = (props: CopyPageMenuPanelProps) => ReactNode;

// The panel's items and code load when the reader first points at, focuses or opens the menu, so
// a visit that never opens it downloads only the button.
let panelLoad: Promise<PanelComponent> | undefined;
function loadPanel(): Promise<PanelComponent> {
  panelLoad ??= import('./Panel').then(
    (module) => module.default,
    (error: unknown) => {
      panelLoad = undefined;
      throw error;
    },
  );
  return panelLoad;
}

/**
 * A disclosure beside the page title: copy the page's Markdown twin, view it, or open it in an AI
 * assistant. The button is rendered on the server, so it takes its place before any script runs;
 * the panel opens over the content. The assistant links are plain links that request nothing until
 * the reader follows one.
 */
export default function CopyPageMenu({ permalink }: CopyPageMenuProps): ReactNode {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
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

  const preparePanel = () => {
    loadPanel().then(
      (loaded) => {
        setPanel(() => loaded);
      },
      () => {
        // Reported when the reader opens the menu.
      },
    );
  };

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setStatus('');
    setOpen(true);
    loadPanel().then(
      (loaded) => {
        setPanel(() => loaded);
      },
      () => {
        setOpen(false);
        setStatus('The menu could not be loaded. Check the connection and try again.');
      },
    );
  };

  const panelShown = open && Panel !== null;
  return (
    <div
      ref={rootRef}
      className={clsx(styles.menu, 'copy-page-menu')}
      // A control for people: the twin is what it copies.
      data-markdown-ignore=""
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
        aria-controls={open ? panelId : undefined}
        onPointerEnter={preparePanel}
        onFocus={preparePanel}
        onClick={toggle}
      >
        Copy page
        <span aria-hidden className={styles.chevron}>
          ▾
        </span>
      </button>
      {panelShown && (
        <Panel
          id={panelId}
          permalink={permalink}
          onDone={(message) => {
            setStatus(message);
            close(true);
          }}
        />
      )}
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
