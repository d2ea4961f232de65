import { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import Heading from '@theme/Heading';
import { sharedSearchClient } from '@site/src/features/search/client/searchClient';
import { wordsFromPath } from '@site/src/features/search/logic/notFoundQuery';
import type { SearchHit } from '@site/src/features/search/logic/search';
import styles from './styles.module.css';

interface Suggestions {
  pathname: string;
  hits: SearchHit[];
}

/** Where a lost reader can always go, shown when no similar page is found or the index fails. */
function usefulPages(searchWords: string): { to: string; label: string }[] {
  return [
    {
      to: '/docs/introduction',
      label: translate({ id: 'cognibot.notFound.introduction', message: 'Introduction' }),
    },
    {
      to: '/docs/installation',
      label: translate({ id: 'cognibot.notFound.installation', message: 'Installation' }),
    },
    {
      to: '/docs/troubleshooting',
      label: translate({ id: 'cognibot.notFound.troubleshooting', message: 'Troubleshooting' }),
    },
    { to: '/blog', label: translate({ id: 'cognibot.notFound.blog', message: 'Blog' }) },
    ...(searchWords === ''
      ? []
      : [
          {
            to: `/search?${new URLSearchParams({ q: searchWords }).toString()}`,
            label: translate(
              { id: 'cognibot.notFound.searchFor', message: 'Search for “{words}”' },
              { words: searchWords },
            ),
          },
        ]),
  ];
}

/**
 * Suggests, on the not-found page, the pages whose titles best match the words of the missing
 * URL, from the search index; plain links when the index cannot load or nothing matches.
 */
export default function NotFoundSuggestions(): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const { pathname } = useLocation();
  const [suggestions, setSuggestions] = useState<Suggestions | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void sharedSearchClient(baseUrl)
      .suggest(pathname)
      .then(({ hits }) => {
        if (current) setSuggestions({ pathname, hits });
      });
    return () => {
      current = false;
    };
  }, [baseUrl, pathname]);

  if (suggestions?.pathname !== pathname) return null;
  const similar = suggestions.hits.length > 0;
  const links = similar
    ? suggestions.hits.map((hit) => ({ to: hit.url, label: hit.pageTitle.text }))
    : usefulPages(wordsFromPath(pathname).join(' '));

  const title = similar
    ? translate({ id: 'cognibot.notFound.similarPages', message: 'Pages with a similar name' })
    : translate({ id: 'cognibot.notFound.usefulPages', message: 'Where to go from here' });

  return (
    <nav className="container margin-bottom--xl" aria-label={title}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h2" className={styles.heading}>
            {title}
          </Heading>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
