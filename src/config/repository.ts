/** The site's source repository: the docs' "Edit this page" links point into it. */
export const repositoryUrl = 'https://github.com/cognibot/cognibot-docs';

/** The branch that edit links open files on. */
export const defaultBranch = 'main';

/** Base of the docs plugin's `editUrl`: it appends the file's path inside `docs/`. */
export const docsEditUrl = `${repositoryUrl}/edit/${defaultBranch}/`;
