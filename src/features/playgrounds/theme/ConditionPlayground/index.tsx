import { lazy, useEffect, useState, type ReactNode } from 'react';
import LazyPanel from '../../client/LazyPanel';
import { subscribeToExamples } from '../../client/exampleRequests';
import styles from './styles.module.css';

// The language and the form load only when the reader gets near the playground or tries an example.
const Playground = lazy(() => import('./Playground'));

/** The condition playground: server-rendered as a short note, loaded lazily in the browser. */
export default function ConditionPlayground(): ReactNode {
  const [requested, setRequested] = useState(false);

  useEffect(
    () =>
      subscribeToExamples(() => {
        setRequested(true);
      }),
    [],
  );

  return (
    <LazyPanel
      component={Playground}
      requested={requested}
      className={styles.playground}
      loadingText="Loading the condition playground…"
      withoutJavaScript="The playground needs JavaScript. Without it, try conditions on the Test tab of the Dialog Designer."
    />
  );
}
