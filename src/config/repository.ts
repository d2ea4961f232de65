/** The site's source repository: the docs' "Edit this page" links point into it. */
export const repositoryUrl = 'https://github.com/cognibot/cognibot-docs';

/** The branch that edit links open files on. */
export const defaultBranch = 'main';

/**
 * The "Edit this page" link of a docs page, from the source path its metadata already holds
 * (`@site/docs/Main Menu/users.md`). Built in the page rather than by the docs plugin's `editUrl`
 * option, which would add the full URL to every page's metadata, and so to every prefetch. A
 * source outside the site gets no link.
 */
export function editUrlForSource(source: string): string | undefined {
  const sitePrefix = '@site/';
  if (!source.startsWith(sitePrefix)) return undefined;
  return `${repositoryUrl}/edit/${defaultBranch}/${source.slice(sitePrefix.length)}`;
}
