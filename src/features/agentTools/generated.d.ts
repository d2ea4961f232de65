// The modules the agent tools' plugin writes with createData (index.ts).
declare module '@generated/cognibot-agent-tools/default/page-catalog.json' {
  const catalog: import('./logic/pageCatalog').PageCatalog;
  export default catalog;
}
declare module '@generated/cognibot-agent-tools/default/tool-reference.json' {
  const reference: import('./logic/toolReference').ToolReferenceEntry[];
  export default reference;
}
