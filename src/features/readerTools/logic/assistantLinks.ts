/** What an assistant is asked when a reader opens a page in it. */
export function assistantPrompt(twinUrl: string): string {
  return `Read ${twinUrl} so I can ask questions about it.`;
}

/** Links that open an AI assistant with a prompt naming the page's Markdown twin. */
export function assistantLinks(twinUrl: string): { chatGpt: string; claude: string } {
  const query = encodeURIComponent(assistantPrompt(twinUrl));
  return {
    chatGpt: `https://chatgpt.com/?q=${query}`,
    claude: `https://claude.ai/new?q=${query}`,
  };
}
