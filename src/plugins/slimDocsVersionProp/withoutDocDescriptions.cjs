// @ts-check
// A bundler loader, so plain JavaScript: the bundler loads loaders with Node's require.

/**
 * The docs plugin's version metadata (the JSON props of the /docs route, on every docs page) holds
 * a map of every doc with its description. Only DocCard reads the descriptions, and the site
 * renders no DocCard (no generated-index categories, no DocCardList). Other JSON passes unchanged.
 *
 * @param {string} source the JSON text of one route props file
 * @returns {string}
 */
function withoutDocDescriptions(source) {
  /** @type {{ version?: { docs?: Record<string, Record<string, unknown>> } }} */
  const props = JSON.parse(source);
  const docs = props.version?.docs;
  if (docs === undefined || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(props);
}

module.exports = withoutDocDescriptions;
module.exports.withoutDocDescriptions = withoutDocDescriptions;
