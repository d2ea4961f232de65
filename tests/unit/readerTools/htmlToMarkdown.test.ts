import { describe, expect, it } from 'vitest';
import { htmlToTwin } from '../../../src/features/readerTools/logic/htmlToMarkdown';

const pageUrl = 'https://docs.example.com/docs/Main%20Menu/users';

function docPage(body: string): string {
  return `<!doctype html><html><body><nav class="navbar">Site nav</nav><article>
    <nav class="theme-doc-breadcrumbs">Home</nav>
    <div class="theme-doc-markdown markdown"><header><h1>Users</h1></header>${body}</div>
    </article><footer class="footer">Footer</footer></body></html>`;
}

function twinOf(body: string, resolveInlinedImage?: (dataUrl: string) => string | undefined) {
  return htmlToTwin({ kind: 'doc', html: docPage(body), pageUrl, resolveInlinedImage }).markdown;
}

describe('Markdown twins from rendered pages', () => {
  it('starts with the title and keeps only the article', () => {
    const markdown = twinOf('<p>Everyone who can sign in.</p>');
    expect(markdown).toBe('# Users\n\nEveryone who can sign in.\n');
  });

  it('leaves out the agent directive, which the twin has in its own head', () => {
    const markdown = twinOf(
      '<p class="visuallyHidden_x" aria-hidden="true" data-agent-directive="">For AI agents: the Markdown of this page is https://docs.example.com/docs/users.md</p>' +
        '<p>Everyone who can sign in.</p>',
    );
    expect(markdown).toBe('# Users\n\nEveryone who can sign in.\n');
  });

  it('drops heading anchor links and makes links absolute', () => {
    const markdown = twinOf(
      '<h2 id="roles">Roles<a href="#roles" class="hash-link">​</a></h2>' +
        '<p>See <a href="/docs/Main%20Menu/groups">Groups</a>, <a href="#roles">roles</a> and <a href="settings">settings</a>.</p>',
    );
    expect(markdown).toContain('## Roles\n');
    expect(markdown).toContain('[Groups](https://docs.example.com/docs/Main%20Menu/groups)');
    expect(markdown).toContain('[roles](https://docs.example.com/docs/Main%20Menu/users#roles)');
    expect(markdown).toContain('[settings](https://docs.example.com/docs/Main%20Menu/settings)');
    expect(markdown).not.toContain('​');
  });

  it('keeps code blocks as fences with their language and title', () => {
    const markdown = twinOf(
      '<div class="language-yaml theme-code-block"><div class="codeBlockTitle_x">values.yaml</div>' +
        '<pre class="prism-code"><code><div class="token-line"><span>a: 1</span><br></div>' +
        '<div class="token-line"><span>b: </span><span>"`x`"</span><br></div></code></pre>' +
        '<button>Copy</button></div>',
    );
    expect(markdown).toContain(
      '**values.yaml**\n\n```yaml title="values.yaml"\na: 1\nb: "`x`"\n```',
    );
    expect(markdown).not.toContain('Copy');
  });

  it('widens the fence around code that holds a fence', () => {
    const markdown = twinOf(
      '<div class="language-md theme-code-block"><pre><code><div class="token-line">```bash</div><div class="token-line">```</div></code></pre></div>',
    );
    expect(markdown).toContain('````md\n```bash\n```\n````');
  });

  it('turns admonitions into block quotes headed by their label', () => {
    const markdown = twinOf(
      '<div class="theme-admonition alert"><div class="admonitionHeading_a"><span><svg><path/></svg></span>tip</div>' +
        '<div class="admonitionContent_b"><p>Short prompts work best.</p></div></div>',
    );
    expect(markdown).toContain('> **Tip**\n> \n> Short prompts work best.');
  });

  it('turns tabs into headings one level below their section', () => {
    const markdown = twinOf(
      '<h2 id="install">Install</h2><div class="tabs-container"><ul role="tablist">' +
        '<li role="tab">Docker</li><li role="tab">Kubernetes</li></ul>' +
        '<div role="tabpanel"><p>Run compose.</p></div><div role="tabpanel" hidden><p>Run helm.</p></div></div>',
    );
    expect(markdown).toContain(
      '## Install\n\n### Docker\n\nRun compose.\n\n### Kubernetes\n\nRun helm.',
    );
  });

  it('keeps tables as GitHub tables', () => {
    const markdown = twinOf(
      '<div role="region"><table><thead><tr><th>Role<th>May</thead><tbody><tr><td>Owner<td>everything</table></div>',
    );
    expect(markdown).toContain('| Role | May |\n| --- | --- |\n| Owner | everything |');
  });

  it('escapes pipes in table cells, in code too, and keeps each cell on one line', () => {
    const markdown = twinOf(
      '<table><thead><tr><th>Operator<th>Example</thead><tbody>' +
        '<tr><td><code>||</code><td><p>First</p><p><code>a || b</code></p></table>',
    );
    expect(markdown).toContain('| `\\|\\|` | First<br>`a \\|\\| b` |');
  });

  it('links inlined images to their file, or keeps their text when there is none', () => {
    const inlined = 'data:image/svg+xml;base64,PHN2Zy8+';
    const resolve = (dataUrl: string) =>
      dataUrl === inlined ? 'https://docs.example.com/img/a.svg' : undefined;
    const markdown = twinOf(
      `<p><img alt="Flow" src="${inlined}"></p><p><img alt="Other" src="data:image/png;base64,AAAA"></p>`,
      resolve,
    );
    expect(markdown).toContain('![Flow](https://docs.example.com/img/a.svg)');
    expect(markdown).toContain('Other');
    expect(markdown).not.toContain('data:');
  });

  it('leaves out what the page marks for people only, and keeps every tab panel and details', () => {
    const markdown = twinOf(
      '<div class="copy-page-menu" data-markdown-ignore=""><span>Copy page</span></div>' +
        '<h2 id="try">Try it</h2><div class="panel" data-markdown-ignore=""><p>The playground needs JavaScript.</p></div>' +
        '<div class="tabs-container"><ul role="tablist"><li role="tab">YAML</li><li role="tab">Designer</li></ul>' +
        '<div role="tabpanel"><p>Write the element.</p></div><div role="tabpanel" hidden><p>Drag the element.</p></div></div>' +
        '<details><summary>Why a form</summary><p>It asks again until the answer is valid.</p></details>',
    );
    expect(markdown).not.toContain('Copy page');
    expect(markdown).not.toContain('needs JavaScript');
    expect(markdown).toContain(
      '### YAML\n\nWrite the element.\n\n### Designer\n\nDrag the element.',
    );
    expect(markdown).toContain('**Why a form**\n\nIt asks again until the answer is valid.');
  });

  it('keeps the parameter and field tables, status codes and examples of an API operation', () => {
    const markdown = twinOf(
      '<p><code>GET https://&lt;host&gt;/api/v1/projects/{projectId}</code></p>' +
        '<h3 id="parameters">Parameters</h3><table><thead><tr><th>Name<th>In<th>Required<tbody>' +
        '<tr><td><code>projectId</code><td>path<td>Yes</table>' +
        '<h3 id="200">200 OK</h3><p>The project.</p><table><thead><tr><th>Field<th>Type<tbody>' +
        '<tr><td><code>name</code><td>string<tr><td><code>type</code><td>string</table>' +
        '<div class="language-json theme-code-block"><pre><code><div class="token-line">{"name": "IT helpdesk"}</div></code></pre><button>Copy</button></div>',
    );
    expect(markdown).toContain('`GET https://<host>/api/v1/projects/{projectId}`');
    expect(markdown).toContain('| `projectId` | path | Yes |');
    expect(markdown).toContain('### 200 OK\n\nThe project.');
    expect(markdown).toContain('| `name` | string |\n| `type` | string |');
    expect(markdown).toContain('```json\n{"name": "IT helpdesk"}\n```');
  });

  it("puts a blog post's date, reading time and authors under its title", () => {
    const html = `<!doctype html><html><body><article>
      <header><h1>HR self-service</h1><div><time datetime="2026-10-21">October 21, 2026</time> · 10 min read</div>
      <div class="row"><div class="avatar__intro"><div class="avatar__name"><span>Priya Nair</span></div><small>Customer Success Lead</small></div>
      <div class="avatar__intro"><div class="avatar__name"><span>Lena Ortiz</span></div></div></div></header>
      <div id="__blog-post-container"><p>Ask an HR team.</p></div></article></body></html>`;
    const { markdown } = htmlToTwin({ kind: 'blogPost', html, pageUrl });
    expect(markdown).toBe(
      '# HR self-service\n\n_October 21, 2026 · 10 min read · by Priya Nair (Customer Success Lead), Lena Ortiz_\n\nAsk an HR team.\n',
    );
  });

  it('says which page has no content instead of writing an empty twin', () => {
    expect(() => htmlToTwin({ kind: 'blogPost', html: docPage('<p>x</p>'), pageUrl })).toThrow(
      /no blogPost content in https:\/\/docs.example.com\/docs\/Main%20Menu\/users/,
    );
  });
});
