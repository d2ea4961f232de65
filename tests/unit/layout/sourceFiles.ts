import { execFileSync } from 'node:child_process';

/** The tracked TypeScript and JavaScript files under the given folders, relative to the repo. */
export function sourceFiles(folders: readonly string[]): string[] {
  return execFileSync('git', ['ls-files', '--', ...folders], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && !file.endsWith('.d.ts'));
}
