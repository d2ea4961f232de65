// Stylesheets imported as text (src/plugins/cssAsText).
declare module '*.css?text' {
  const css: string;
  export default css;
}
