/** Where an agent finds the Markdown: the site's llms.txt and this page's twin. */
export interface AgentDirectiveUrls {
  /** Absolute URL of /llms.txt. */
  llmsTxtUrl: string;
  /** Absolute URL of the page's HTML, the canonical one. */
  pageUrl: string;
  /** Absolute URL of the page's Markdown twin. */
  twinUrl: string;
}

/** The sentence on every HTML page, hidden from people, for agents that read the page. */
export function htmlAgentDirective(urls: AgentDirectiveUrls): string {
  return `For AI agents: the Markdown of this page is ${urls.twinUrl}, and ${urls.llmsTxtUrl} lists the Markdown of every page.`;
}

/** The blockquote at the top of every twin: what the file is and where the index is. */
export function markdownAgentDirective(urls: AgentDirectiveUrls): string {
  return `> For AI agents: this is the Markdown of ${urls.pageUrl}. ${urls.llmsTxtUrl} lists the Markdown of every page.`;
}
