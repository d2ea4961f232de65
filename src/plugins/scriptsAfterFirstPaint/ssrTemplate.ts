// Docusaurus's SSG template (@docusaurus/core, lib/ssg/ssgTemplate.html.js) with one change: the
// page's scripts (the entry scripts, then the route's chunks that ClientManifestOriginsPlugin lets
// Docusaurus list) are preloaded, marked `data-app-script`, instead of run by `<script defer>`, which
// Chromium often runs before the first frame, so the reader waited for main.js to compile and run
// to see text the HTML already held. The plugin's inline script starts them after the first paint.
// `fetchpriority="low"` keeps the priority that `defer` scripts get, so styles still load first.
// Kept without indentation: the site config, this template included, is bundled into main.js.
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %>
<%~ it.headTags %>
<% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" /><% }); %>
<% it.scripts.forEach((script) => { %><link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-app-script><% }); %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
</body>
</html>`;
