// Docusaurus Faster compiles with SWC; Babel-based tools and a build with Faster turned off use
// this config, so both compile the site the same way.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
