/**
 * The route of a page's Markdown twin: the page's route plus `.md`. An index route that ends in a
 * slash (`/docs/CogniBot/Skills/`) drops the slash first, so its twin is `/docs/CogniBot/Skills.md`
 * beside the folder of the pages below it.
 */
export function twinRouteFor(permalink: string): string {
  if (!permalink.startsWith('/') || permalink === '/') {
    throw new Error(`markdown twins: no twin for the route "${permalink}"`);
  }
  return `${permalink.replace(/\/+$/, '')}.md`;
}

/** The file under the build folder that holds a twin: the decoded route, so spaces stay spaces. */
export function twinFileFor(permalink: string): string {
  return decodeURI(twinRouteFor(permalink)).replace(/^\//, '');
}

/** An absolute URL of a route on the site, for links a reader or an assistant can open anywhere. */
export function absoluteUrl(siteUrl: string, route: string): string {
  return new URL(encodeURI(decodeURI(route)), `${siteUrl.replace(/\/+$/, '')}/`).href;
}
