import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { releaseAnnouncement } from './src/config/announcement';
import { colorModeConfig, resolveColorModeReading } from './src/config/colorMode';
import { searchLocalOptions } from './src/features/search/options';
import { currentRelease } from './src/data/release';
import { openApiDocsPlugin } from './src/openapi/plugins';
import latestBlogPostsPlugin from './src/plugins/latestBlogPosts';
import cssAsTextPlugin from './src/plugins/cssAsText';
import markdownTwinsPlugin from './src/features/readerTools';
import offlineReadingPlugin from './src/features/offline';
import codeBlocksPlugin, {
  additionalPrismLanguages,
  codeTheme,
  rehypePrehighlight,
} from './src/features/codeBlocks';
import scriptsAfterFirstPaintPlugin, { ssrTemplate } from './src/plugins/scriptsAfterFirstPaint';
import slimDocsVersionPropPlugin from './src/plugins/slimDocsVersionProp';
import precompressAssetsPlugin from './src/plugins/precompressAssets';
import readerToolsChunkPlugin from './src/features/readerTools/readerToolsChunk';
import redirectRoutesPlugin from './src/plugins/redirectRoutes';
import searchIndexTheme, { searchBoxTheme } from './src/features/search';
import remarkOpenApiFields from './src/remark/openApiFields';
import dialogRunnerPlugin from './src/features/dialog/plugin';
import playgroundsPlugin from './src/features/playgrounds';
import remarkRunnableDialogs from './src/features/dialog/remarkRunnableDialogs';
import servingPlugin from './src/features/serving';
import accessibilityPlugin from './src/features/accessibility';
import agentToolsPlugin from './src/features/agentTools';
import remarkTableNames from './src/remark/tableNames';

// Reading B of the colour mode (light only) is one environment variable away; see README.
const colorModeReading = resolveColorModeReading(process.env.COGNIBOT_COLOR_MODE);

// Code fences are highlighted at build time with the code theme, so pages need no Prism in the
// browser (src/features/codeBlocks/logic/rehypePrehighlight.ts). No options: the plugin reads the theme
// itself, as every plugin option would be serialised into the site config in main.js.
const prehighlightedCode = rehypePrehighlight;

const config: Config = {
  title: 'CogniBot Docs',
  tagline: 'Conversational IT process automation and robotic process automation',
  favicon: 'img/favicon.svg',

  url: 'https://docs.cognibot.io',
  baseUrl: '/',

  // Every broken link, anchor or Markdown link is a build error (ARCHITECTURE.md, "Routes and names").
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  // The entry scripts run after the first paint, not before it (src/plugins/scriptsAfterFirstPaint).
  ssrTemplate,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory' },
    },
  },

  markdown: {
    format: 'mdx',
    // future.v4 turns the MDX 1 compatibility off; the pages use old-style comments, admonitions
    // and heading ids, so it is set explicitly (ARCHITECTURE.md, "Routes and names").
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    v4: true,
    faster: {
      // The SWC minifier drops the optional end tags (</td>, </tr>, </li>, </p>); the HTML parsers
      // of agents' fetch tools and of afdocs then nest a table's cells into one another and lose
      // the page's structure. html-minifier-terser keeps every end tag.
      swcHtmlMinimizer: false,
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          routeBasePath: 'docs',
          // A single version, "current", labelled "Next", served at /docs.
          lastVersion: 'current',
          versions: { current: { label: 'Next', path: '' } },
          // The date comes from git: CI clones with full history (README, Build, serve and deploy).
          // The edit link is built in the page from its source path (src/features/readerTools/theme/EditMetaRow).
          showLastUpdateTime: true,
          // Request and response field tables come from the OpenAPI document (src/remark/openApiFields.ts);
          // complete dialog examples get a Run control (src/features/dialog).
          remarkPlugins: [remarkOpenApiFields, remarkTableNames, remarkRunnableDialogs],
          rehypePlugins: [prehighlightedCode],
        },
        blog: {
          routeBasePath: 'blog',
          blogTitle: 'CogniBot blog',
          blogDescription:
            'Field notes from the CogniBot team: agent assist, HR self-service and other chatbots that take work off people.',
          showReadingTime: true,
          blogSidebarTitle: 'Recent posts',
          blogSidebarCount: 'ALL',
          feedOptions: { type: ['rss', 'atom'], xslt: true },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [remarkTableNames],
          rehypePlugins: [prehighlightedCode],
        },
        // Wide tables scroll in a region named after the heading above them (src/remark/tableNames.ts).
        pages: {
          remarkPlugins: [remarkTableNames],
          rehypePlugins: [prehighlightedCode],
          // From git, like the docs: the page shows it and its Markdown twin's front matter has it.
          showLastUpdateTime: true,
        },
        // The search page is a tool with no content of its own: no entry for crawlers and agents,
        // which find every page it could list in the sitemap and llms.txt.
        sitemap: { ignorePatterns: ['/search'] },
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/features/codeBlocks/codeTheme.css',
            './src/css/print.css',
          ],
        },
      } satisfies Preset.Options,
    ],
  ],

  // A hash with a malformed percent-escape must not crash the page (see the module).
  clientModules: [require.resolve('./src/clientModules/malformedHashGuard.ts')],

  plugins: [
    // /docs has no page of its own: it lands on the introduction (src/config/redirects.ts).
    redirectRoutesPlugin,
    openApiDocsPlugin,
    // The home page lists the newest blog posts from the blog plugin's own content.
    latestBlogPostsPlugin,
    // Markdown twins of every docs page and blog post, /llms.txt and /llms-full.txt.
    markdownTwinsPlugin,
    // Code blocks: their theme components, and Prism loaded with the first code block made in the
    // browser instead of in main.js.
    codeBlocksPlugin,
    // Starts the entry scripts that ssrTemplate preloads once the page has painted.
    scriptsAfterFirstPaintPlugin,
    // Docs pages load the docs version's metadata without the unused doc descriptions.
    slimDocsVersionPropPlugin,
    // Brotli and gzip forms of the scripts and styles at the highest levels, for hosts that serve
    // precompressed files.
    precompressAssetsPlugin,
    // The reader tools' components in one chunk that every page type shares.
    readerToolsChunkPlugin,
    // `import css from 'x.css?text'`: styles that a chunk loaded on demand adds itself.
    cssAsTextPlugin,
    // Opt-in offline reading: the PWA plugin with its options (src/features/offline).
    offlineReadingPlugin,
    // The RunnableDialog theme component: Run a complete dialog example in the page.
    dialogRunnerPlugin,
    // The condition playground and the web chat snippet builder, as theme components that docs
    // pages import from @theme.
    playgroundsPlugin,
    // The build's part of the nginx and Caddy configs (deploy/): the Content-Security-Policy with
    // the hashes of its inline scripts, and the pages that have a Markdown twin.
    servingPlugin,
    // WCAG 2.2 AA for the theme's layout: the table of contents as a landmark, focus never under
    // the sticky navbar.
    accessibilityPlugin,
    // WebMCP tools for a browser's agent on every page, loaded only where the browser has WebMCP,
    // once the page is idle; and the tool reference of the "For AI assistants" page.
    agentToolsPlugin,
  ],

  // easyops builds the search index; the wrap also writes the files our box reads from it. Our box
  // comes after it, so its theme components shadow easyops's.
  themes: [[searchIndexTheme, searchLocalOptions], searchBoxTheme],

  themeConfig: {
    image: 'img/cognibot-social-card.png',
    metadata: [
      { name: 'keywords', content: 'CogniBot, chatbot, conversational AI, RPA, IT automation' },
    ],
    colorMode: colorModeConfig(colorModeReading),
    announcementBar: {
      // The id changes with the release, which shows the bar again to readers who dismissed it.
      id: releaseAnnouncement.id,
      content: `${releaseAnnouncement.text} Read the <a href="${releaseAnnouncement.upgradeNotesRoute}">upgrade notes</a>.`,
      isCloseable: true,
      // Brand tints for each colour mode, defined in src/css/custom.css.
      backgroundColor: 'var(--cognibot-announcement-background)',
      textColor: 'var(--cognibot-announcement-color)',
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: 'CogniBot Docs',
      hideOnScroll: true,
      logo: {
        alt: 'CogniBot',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
        {
          type: 'dropdown',
          label: 'Guides',
          position: 'left',
          items: [
            { type: 'doc', docId: 'installation', label: 'Install CogniBot' },
            { type: 'doc', docId: 'CogniBot/cognibot_overview', label: 'Build your first chatbot' },
            { type: 'doc', docId: 'webchat/webpage', label: 'Embed web chat' },
            { type: 'doc', docId: 'channel-integration/MSTeams', label: 'Connect Microsoft Teams' },
            { type: 'doc', docId: 'troubleshooting', label: 'Troubleshooting' },
          ],
        },
        { to: '/blog', label: 'Blog', position: 'left' },
        {
          type: 'dropdown',
          label: 'Resources',
          position: 'left',
          items: [
            { type: 'doc', docId: 'reference/glossary', label: 'Glossary' },
            { type: 'doc', docId: 'release-notes', label: 'Release notes' },
            { type: 'doc', docId: 'reference/api', label: 'REST API' },
            { to: '/helloMarkdown', label: 'Writing guide' },
            { to: '/blog/archive', label: 'Blog archive' },
            { type: 'doc', docId: 'support', label: 'Support' },
          ],
        },
        {
          type: 'html',
          position: 'right',
          value: `<span class="navbar-release" title="Current release">Release ${currentRelease.line}</span>`,
        },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'light',
      logo: {
        alt: 'CogniBot',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/',
        width: 40,
        height: 40,
      },
      links: [
        {
          title: 'Get started',
          items: [
            { label: 'Introduction', to: '/docs/introduction' },
            { label: 'Installation', to: '/docs/installation' },
            { label: 'Architecture', to: '/docs/architecture' },
            { label: 'Build your first chatbot', to: '/docs/CogniBot/cognibot_overview' },
          ],
        },
        {
          title: 'Channels',
          items: [
            { label: 'Microsoft Teams', to: '/docs/channel-integration/MSTeams' },
            { label: 'WhatsApp', to: '/docs/channel-integration/WhatsApp/whatsapp_intro' },
            { label: 'Telephony', to: '/docs/channel-integration/Telephony' },
            { label: 'Web chat', to: '/docs/webchat/webpage' },
          ],
        },
        {
          title: 'Help',
          items: [
            { label: 'Support', to: '/docs/support' },
            { label: 'Troubleshooting', to: '/docs/troubleshooting' },
            { label: 'Glossary', to: '/docs/reference/glossary' },
            { label: 'Release notes', to: '/docs/release-notes' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Blog archive', to: '/blog/archive' },
            { label: 'Writing guide', to: '/helloMarkdown' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 CogniBot.',
    },
    prism: {
      // One theme for both modes: its colours are CSS variables set per mode (src/features/codeBlocks/codeTheme.css).
      theme: codeTheme,
      additionalLanguages: [...additionalPrismLanguages],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
