import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';

/*
 * robots.txt of the real build/ (src/features/readerTools): it lets every crawler read every page
 * and names a sitemap that the build holds and that lists the site's pages. Run after
 * `npm run build`.
 */

const buildDir = path.resolve('build');
const robotsFile = path.join(buildDir, 'robots.txt');
if (!existsSync(robotsFile)) {
  throw new Error('No robots.txt in build/: run `npm run build` before the contract tests.');
}
const robots = readFileSync(robotsFile, 'utf8');
const directives = robots
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter((line) => line !== '');

describe('robots.txt', () => {
  it('allows every user agent everything', () => {
    expect(directives.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(directives.filter((line) => /^disallow:\s*\S/i.test(line))).toEqual([]);
  });

  it('names the sitemap the build wrote, which lists the pages by their production URL', () => {
    const sitemaps = directives.filter((line) => line.startsWith('Sitemap: '));
    expect(sitemaps).toEqual([`Sitemap: ${siteConfig.url}/sitemap.xml`]);
    const sitemapFile = path.join(buildDir, new URL(`${siteConfig.url}/sitemap.xml`).pathname);
    expect(existsSync(sitemapFile)).toBe(true);
    expect(readFileSync(sitemapFile, 'utf8')).toContain(
      `<loc>${siteConfig.url}/docs/installation</loc>`,
    );
  });

  it('points agents to llms.txt', () => {
    expect(robots).toContain(`${siteConfig.url}/llms.txt`);
  });
});
