/** A route without a page of its own, and the page a reader lands on from it. */
export interface Redirect {
  from: string;
  to: string;
  /** The title of the landing page, for the moment before it moves on (or a reader without JavaScript). */
  title: string;
  /** Names the page it leads to, as the text of its link. */
  toLabel: string;
}

/** Read by the site (src/plugins/redirectRoutes) and the end-to-end tests alike. */
export const redirects: readonly Redirect[] = [
  { from: '/docs', to: '/docs/introduction', title: 'Documentation', toLabel: 'Introduction' },
];
