import type { Plugin } from '@docusaurus/types';
import { redirects } from '../../config/redirects';

/**
 * Gives each route of src/config/redirects.ts a real page that moves on to its target: a valid
 * HTML page in the build (the client-redirects plugin writes one without title, language or body),
 * a client-side redirect once React runs, and a meta refresh for readers without JavaScript.
 */
export default function redirectRoutesPlugin(): Plugin {
  return {
    name: 'cognibot-redirect-routes',
    contentLoaded({ actions }) {
      for (const redirect of redirects) {
        actions.addRoute({
          path: redirect.from,
          exact: true,
          component: '@site/src/components/RedirectRoute',
          props: { redirect },
        });
      }
    },
  };
}
