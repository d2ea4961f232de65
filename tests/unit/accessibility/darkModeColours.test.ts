import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

/*
 * The e2e axe sweep runs every rule in the first colour mode and only the colour rules in the
 * second (tests/e2e/fixtures.ts). That is sound only while dark mode changes colours and nothing
 * else: a dark-only `display`, size or overflow would change what the other rules see.
 */
const siteRoot = path.resolve(__dirname, '../../..');
const stylesheets = execFileSync('git', ['ls-files', 'src/**/*.css'], { cwd: siteRoot })
  .toString()
  .trim()
  .split('\n');

const colourProperties =
  /^(color|background-color|border(-(top|right|bottom|left))?-color|outline-color|text-decoration-color|caret-color|accent-color|fill|stroke)$/;
const colourValue =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|color-mix)\(.*\)|var\(--[\w-]+\)|transparent)$/i;

interface Declaration {
  file: string;
  selector: string;
  property: string;
  value: string;
}

function darkModeDeclarations(file: string): Declaration[] {
  const root = postcss.parse(readFileSync(path.join(siteRoot, file), 'utf8'), { from: file });
  const found: Declaration[] = [];
  root.walkRules((rule) => {
    if (!/data-theme=['"]?dark/.test(rule.selector)) return;
    rule.walkDecls((declaration) => {
      found.push({
        file,
        selector: rule.selector,
        property: declaration.prop,
        value: declaration.value,
      });
    });
  });
  root.walkAtRules('media', (atRule) => {
    if (!atRule.params.includes('prefers-color-scheme')) return;
    atRule.walkDecls((declaration) => {
      found.push({
        file,
        selector: `@media ${atRule.params}`,
        property: declaration.prop,
        value: declaration.value,
      });
    });
  });
  return found;
}

const declarations = stylesheets.flatMap(darkModeDeclarations);

describe('dark mode, in the site’s own stylesheets', () => {
  it('has declarations to check', () => {
    expect(declarations.length).toBeGreaterThan(0);
  });

  it('sets colours only: colour properties, or custom properties holding a colour', () => {
    const other = declarations.filter(({ property, value }) =>
      property.startsWith('--')
        ? !colourValue.test(value.trim())
        : !colourProperties.test(property),
    );
    expect(other.map((d) => `${d.file}: ${d.selector} { ${d.property}: ${d.value} }`)).toEqual([]);
  });
});
