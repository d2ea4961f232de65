import { stringify } from 'yaml';
import { markdownAgentDirective, type AgentDirectiveUrls } from './agentDirective';

/** What a twin's front matter says about its page. */
export interface TwinFacts {
  title: string;
  description: string;
  /** The product release the docs describe, e.g. "5.2". */
  version: string;
  /** When the page's source last changed, if the build knows (docs pages, from git). */
  lastUpdated?: Date;
  /** When a blog post was published. */
  published?: Date;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A twin with its head: YAML front matter (title, description, canonical URL, version, dates),
 * then the agent directive, then the Markdown made from the page.
 */
export function withTwinHead(markdown: string, facts: TwinFacts, urls: AgentDirectiveUrls): string {
  const frontMatter = {
    title: facts.title,
    ...(facts.description.trim() === '' ? {} : { description: facts.description.trim() }),
    canonical_url: urls.pageUrl,
    version: facts.version,
    ...(facts.published === undefined ? {} : { published: isoDate(facts.published) }),
    ...(facts.lastUpdated === undefined ? {} : { last_updated: isoDate(facts.lastUpdated) }),
  };
  // lineWidth 0: a long description stays on one line, as a reader of the raw file expects.
  const yaml = stringify(frontMatter, { lineWidth: 0 });
  return `---\n${yaml}---\n\n${markdownAgentDirective(urls)}\n\n${markdown}`;
}
