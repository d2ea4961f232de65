import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

// The runtime, the YAML parser and the chat panel load only when the reader presses Run.
const DialogRunner = lazy(() => import('./DialogRunner'));

const runText = { dialog: 'Run this dialog', fragment: 'Run this example' } as const;

interface RunnableDialogProps {
  /** The dialog file as the code block shows it. */
  readonly source: string;
  /** The file name from the code block's title (for a fragment, with its first element). */
  readonly title: string;
  /** A whole dialog file, or an `elements` fragment that the runtime wraps into one. */
  readonly kind: 'dialog' | 'fragment';
  readonly children: ReactNode;
}

/** A dialog example with a Run control that opens a chat panel running it in the page. */
export default function RunnableDialog({
  source,
  title,
  kind,
  children,
}: RunnableDialogProps): ReactNode {
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const runButton = useRef<HTMLButtonElement>(null);

  function close(): void {
    setOpen(false);
    // The button renders again after the panel closes; focus it once it exists.
    requestAnimationFrame(() => runButton.current?.focus());
  }

  return (
    <div className={styles.example}>
      {children}
      {isBrowser && !open && (
        <button
          ref={runButton}
          type="button"
          className={`button button--sm button--primary ${styles.run}`}
          data-markdown-ignore=""
          aria-label={`${runText[kind]}: ${title}`}
          onClick={() => {
            setOpen(true);
          }}
        >
          {runText[kind]}
        </button>
      )}
      {open && (
        <Suspense fallback={<p role="status">Loading the dialog runner…</p>}>
          <DialogRunner source={source} title={title} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
