// Writes the recommended alerts to the downloadable rules file: `npm run gen:alerts`.
// The unit test in tests/unit/operations fails when the committed file differs from this output.
import { writeFileSync } from 'node:fs';
import { alertRulesPath, alertRulesYaml } from './alertRulesFile';

writeFileSync(alertRulesPath, alertRulesYaml());
console.log(`wrote ${alertRulesPath}`);
