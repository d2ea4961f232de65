import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
// A plugin's theme wraps the classic theme's component (@theme-init); @theme-original would be
// this component itself.
import TOC from '@theme-init/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/**
 * The page's table of contents as a navigation landmark. A blog post renders it beside <main>,
 * where it was content outside every landmark (axe's `region` rule); on docs pages it is a
 * labelled navigation inside <main>.
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      className={styles.landmark}
      aria-label={translate({
        id: 'cognibot.toc.navigationLabel',
        message: 'On this page',
        description: 'The accessible name of the table of contents beside a page',
      })}
    >
      <TOC {...props} />
    </nav>
  );
}
