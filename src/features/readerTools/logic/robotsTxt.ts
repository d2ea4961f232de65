/**
 * `/robots.txt`: every crawler and agent may read everything; it names the sitemap (written by the
 * classic preset's sitemap plugin, on by default, at `<baseUrl>sitemap.xml`) and the llms.txt
 * index, so an agent that starts at robots.txt finds the Markdown too.
 */
export function renderRobotsTxt(urls: { sitemapUrl: string; llmsTxtUrl: string }): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `# Markdown of every page for AI agents and assistants: ${urls.llmsTxtUrl}`,
    `Sitemap: ${urls.sitemapUrl}`,
    '',
  ].join('\n');
}
