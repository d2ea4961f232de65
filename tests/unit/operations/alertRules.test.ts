import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { alertRulesPath, alertRulesYaml } from '../../../scripts/alertRulesFile';
import { alertRules } from '../../../src/data/alerts';
import { metrics } from '../../../src/data/metrics';
import { siteRoot } from '../../support/markdownSources';
import { histogramSeriesSuffix, metricNamesIn } from '../../support/promql';

const rulesFile = path.join(siteRoot, alertRulesPath);
const ruleTests = path.join(siteRoot, 'tests/unit/operations/cognibot-alerts.promtool.yaml');

/** Runs promtool; a missing promtool is a failure with the fix, never a silent pass. */
function promtool(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync('promtool', args, { cwd: siteRoot, encoding: 'utf8' });
  if (result.error) {
    throw new Error(
      `promtool could not be started (${result.error.message}). It comes with Debian's ` +
        '"prometheus" package: apt-get install prometheus',
    );
  }
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The catalogue entry a series name belongs to: itself, or the histogram it is a series of. */
function catalogued(name: string): boolean {
  return metrics.some(
    (metric) =>
      metric.name === name ||
      (metric.type === 'histogram' && name.replace(histogramSeriesSuffix, '') === metric.name),
  );
}

describe('the recommended alerts', () => {
  it('are committed exactly as `npm run gen:alerts` writes them', () => {
    expect(readFileSync(rulesFile, 'utf8'), 'run `npm run gen:alerts` and commit').toBe(
      alertRulesYaml(),
    );
  });

  it('pass `promtool check rules`', () => {
    const { status, output } = promtool('check', 'rules', rulesFile);
    expect(status, output).toBe(0);
    expect(output).toContain(`SUCCESS: ${alertRules.length} rules found`);
  });

  it('fire after their duration and not before (`promtool test rules`)', () => {
    const { status, output } = promtool('test', 'rules', ruleTests);
    expect(status, output).toBe(0);
  });

  it('name only metrics of the catalogue', () => {
    const unknown = alertRules.flatMap((rule) =>
      metricNamesIn(rule.expr)
        .filter((name) => !catalogued(name))
        .map((name) => `${rule.alert} reads ${name}, which src/data/metrics.ts does not list`),
    );
    expect(unknown).toEqual([]);
  });

  it('have unique names, each with a summary and reasoning', () => {
    const names = alertRules.map((rule) => rule.alert);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const file = parse(readFileSync(rulesFile, 'utf8')) as {
      groups: { rules: { alert: string }[] }[];
    };
    expect(file.groups.flatMap((group) => group.rules.map((rule) => rule.alert))).toEqual(names);
  });
});

describe('metric names in PromQL', () => {
  it('are told apart from functions, labels, keywords, ranges and numbers', () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.95, sum by (le, channel) (rate(a_seconds_bucket{x="y or z"}[5m]))) > 3 ' +
          'or on (service) b_total / ignoring(code) c offset 5m and time() - d > 26 * 3600',
      ),
    ).toEqual(['a_seconds_bucket', 'b_total', 'c', 'd']);
  });

  it('lists a histogram series under its histogram', () => {
    expect(catalogued('cognibot_turn_duration_seconds_bucket')).toBe(true);
    expect(catalogued('cognibot_messages_total_bucket')).toBe(false);
    expect(catalogued('cognibot_no_such_metric')).toBe(false);
  });
});

describe('the metrics catalogue', () => {
  it('names every metric once, with a meaning', () => {
    const names = metrics.map((metric) => metric.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(metrics.filter((metric) => metric.meaning.trim() === '')).toEqual([]);
  });

  it('follows the Prometheus naming conventions', () => {
    const wrong = metrics
      .filter((metric) => metric.name !== 'up')
      .filter(
        (metric) =>
          !metric.name.startsWith('cognibot_') ||
          (metric.type === 'counter') !== metric.name.endsWith('_total'),
      )
      .map((metric) => metric.name);
    expect(wrong).toEqual([]);
  });
});
