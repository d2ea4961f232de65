import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { htmlAgentDirective } from '../../logic/agentDirective';
import { absoluteUrl, twinRouteFor } from '../../logic/twinPath';
import hidden from '@site/src/css/visuallyHidden.module.css';

interface AgentDirectiveProps {
  /** The page's route, as the docs and blog plugins give it. */
  permalink: string;
}

/**
 * Tells an agent that reads the HTML where the Markdown is: a `rel="alternate"` link to the page's
 * twin in the head, and a sentence near the top of the content naming the twin and llms.txt. The
 * sentence is off screen and hidden from screen readers, who have the copy-page menu beside it;
 * its URLs are text, not links, so it holds nothing to focus.
 */
export default function AgentDirective({ permalink }: AgentDirectiveProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const twinRoute = twinRouteFor(permalink);
  const directive = htmlAgentDirective({
    llmsTxtUrl: absoluteUrl(siteConfig.url, `${siteConfig.baseUrl}llms.txt`),
    pageUrl: absoluteUrl(siteConfig.url, permalink),
    twinUrl: absoluteUrl(siteConfig.url, twinRoute),
  });
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinRoute} />
      </Head>
      <p
        className={hidden.visuallyHidden}
        aria-hidden="true"
        data-agent-directive=""
        // The twin carries the directive in its own words (a block quote under the front matter).
        data-markdown-ignore=""
      >
        {directive}
      </p>
    </>
  );
}
