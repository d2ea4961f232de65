import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import siteConfig from '../docusaurus.config';
import {
  publishedSchemas,
  schemaFolder,
  schemaText,
} from '../src/features/dialog/schema/schemaFiles';

/**
 * Writes the published JSON Schemas to static/schemas/ (`npm run gen:schemas`). They are generated
 * from src/features/dialog/schema and src/data/limits.ts and committed; tests/unit/dialog/
 * schemaFiles.test.ts fails when the committed files differ from what this script writes.
 *
 * Committed files rather than a plugin that emits them at build time, because the schema is a
 * contract with builders' editors: a change to it (a reworded limit in limits.ts included) shows
 * up as a diff in review, and the drift test makes that diff deliberate. Static files are also
 * served the same way by `docusaurus start`, the build, `docusaurus serve` and any host, with no
 * plugin code in the build, and the tests and the language-server test read the very bytes the
 * site publishes.
 */
const folder = path.join(process.cwd(), 'static', schemaFolder);
await mkdir(folder, { recursive: true });
for (const [file, schema] of Object.entries(publishedSchemas(siteConfig.url))) {
  await writeFile(path.join(folder, file), schemaText(schema));
  console.log(`Wrote static/${schemaFolder}/${file}`);
}
