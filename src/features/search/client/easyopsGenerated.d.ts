// Types for the module @easyops-cn/docusaurus-search-local generates at build time.
declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js' {
  /** Index file name with `{dir}` for the tag and, with `hashed: true`, a content-hash query. */
  export const searchIndexUrl: string;
}
