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
 */
const folder = path.join(process.cwd(), 'static', schemaFolder);
await mkdir(folder, { recursive: true });
for (const [file, schema] of Object.entries(publishedSchemas(siteConfig.url))) {
  await writeFile(path.join(folder, file), schemaText(schema));
  console.log(`Wrote static/${schemaFolder}/${file}`);
}
