import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const compressGzip = promisify(gzip);
const compressBrotli = promisify(brotliCompress);

/**
 * Writes `<file>.gz` and `<file>.br` beside a file, at the highest levels: a host that serves
 * precompressed files (nginx's gzip_static and brotli_static, scripts/harness/serveBuild.ts) sends them
 * instead of compressing on the fly at a level chosen for speed.
 */
export async function writeCompressedForms(file: string, content: string | Buffer): Promise<void> {
  const [gzipped, brotli] = await Promise.all([
    compressGzip(content, { level: 9 }),
    compressBrotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
}
