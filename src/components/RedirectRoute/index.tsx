import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { Redirect, useLocation } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { Redirect as RedirectConfig } from '@site/src/config/redirects';

/** The page of a route without content of its own: it moves on to its target at once. */
export default function RedirectRoute({ redirect }: { redirect: RedirectConfig }): ReactNode {
  const { search, hash } = useLocation();
  return (
    <Layout title={redirect.title}>
      <Head>
        {/* Opened from the server: move on before the page renders, keeping the query and hash. */}
        <script>{`location.replace(${JSON.stringify(redirect.to)} + location.search + location.hash);`}</script>
        {/* Readers without JavaScript move on too (without the query and hash). */}
        <meta httpEquiv="refresh" content={`0; url=${redirect.to}`} />
        {/* Search engines index the target instead. */}
        <meta name="robots" content="noindex" />
      </Head>
      {/* Reached by a link inside the site: move on the same way. */}
      <Redirect to={{ pathname: redirect.to, search, hash }} />
      <main className="container margin-vert--xl">
        <Heading as="h1">{redirect.title}</Heading>
        <p>
          <Translate
            id="cognibot.redirect.continue"
            description="The text of a page that moves on to another; {link} links to it"
            values={{ link: <Link to={redirect.to}>{redirect.toLabel}</Link> }}
          >
            {'Continue to {link}.'}
          </Translate>
        </p>
      </main>
    </Layout>
  );
}
