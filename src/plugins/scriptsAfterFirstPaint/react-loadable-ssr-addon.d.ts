// Docusaurus core's SSR addon ships no types; its tests (tests/unit/clientManifestOrigins.test.ts)
// call getBundles, the function Docusaurus lists each page's scripts and styles with.
declare module 'react-loadable-ssr-addon-v5-slorber' {
  interface Bundle {
    readonly file: string;
  }
  export function getBundles(
    manifest: unknown,
    modules: readonly string[],
  ): Partial<Record<string, Bundle[]>>;
}
