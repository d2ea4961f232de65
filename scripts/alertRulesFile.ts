import { stringify } from 'yaml';
import { alertRules } from '../src/data/alerts';
import { currentRelease } from '../src/data/release';

/** Where the rules file is served from and committed; readers download it from the monitoring page. */
export const alertRulesPath = 'static/downloads/cognibot-alerts.yaml';

/**
 * The Prometheus rules file of the recommended alerts (`src/data/alerts.ts`): one group, each rule
 * with its severity as a label and its reasoning as the description, so that a person paged at
 * night reads why the threshold is what it is.
 */
export function alertRulesYaml(): string {
  const document = {
    groups: [
      {
        name: 'cognibot',
        rules: alertRules.map((rule) => ({
          alert: rule.alert,
          expr: rule.expr,
          for: rule.for,
          labels: { severity: rule.severity },
          annotations: { summary: rule.summary, description: rule.reasoning },
        })),
      },
    ],
  };
  const header = [
    `# Recommended Prometheus alerts for CogniBot ${currentRelease.latest}.`,
    '# Thresholds, reasoning and set-up: https://docs.cognibot.io/docs/operations/monitoring',
    '# Check with: promtool check rules cognibot-alerts.yaml',
  ].join('\n');
  return `${header}\n${stringify(document, { lineWidth: 0, singleQuote: true })}`;
}
