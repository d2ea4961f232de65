// Lighthouse CI (`npm run lighthouse`; README, "Lighthouse"): the mobile preset on five
// representative pages of build/, served with compression and asset caching by
// scripts/harness/serveBuild.ts, in Debian's Chromium with the flags of scripts/harness/chromium.ts.
const { createJiti } = require('jiti');

const jiti = createJiti(__filename);
const { chromiumArgs, chromiumExecutablePath } = jiti('./scripts/harness/chromium.ts');
const { expectPortsFree, freePorts, portFromEnvironment } = jiti('./tests/support/ports.ts');

// `lhci autorun` loads this file again in each step it starts; they inherit the first choice.
if (process.env.LIGHTHOUSE_PORT_READY === undefined) {
  const chosen = portFromEnvironment('LIGHTHOUSE_PORT');
  if (chosen === undefined) process.env.LIGHTHOUSE_PORT = String(freePorts(1)[0]);
  else expectPortsFree([chosen], 'LIGHTHOUSE_PORT');
  process.env.LIGHTHOUSE_PORT_READY = '1';
}
const port = process.env.LIGHTHOUSE_PORT;
const origin = `http://127.0.0.1:${port}`;

// Home, the heaviest docs page, a blog post, the page with the condition playground and an API
// operation page: one of each page type.
const pages = [
  '/',
  '/docs/installation',
  '/blog/hr',
  '/docs/CogniBot/Concepts/conditions',
  '/docs/reference/api/create-notification',
];

module.exports = {
  ci: {
    collect: {
      startServerCommand: `jiti scripts/serve.ts build ${port}`,
      startServerReadyPattern: 'listening on',
      // A budget for a busy machine, not a speed requirement.
      startServerReadyTimeout: 120_000,
      url: pages.map((route) => `${origin}${encodeURI(route)}`),
      // One run per page in `npm test`; for figures, `npm run lighthouse -- --collect.numberOfRuns=5`.
      numberOfRuns: 1,
      chromePath: chromiumExecutablePath,
      settings: {
        chromeFlags: ['--headless=new', ...chromiumArgs].join(' '),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      // Every run of every page, not only the median one.
      aggregationMethod: 'pessimistic',
      assertions: {
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
        // Reported against the target, never asserted: on a shared machine it moves with the load.
        'categories:performance': ['warn', { minScore: 0.95 }],
      },
    },
    upload: {
      // The reports and a manifest of every run's scores, in .lighthouseci/ (git-ignored).
      target: 'filesystem',
      outputDir: '.lighthouseci/reports',
    },
  },
};
