// `npm run test:agents [directory]`: scores a built site (build/ unless given) with afdocs, the
// Agent-Friendly Documentation Spec's checker, the way an agent meets it on a plain static host.
// Prints the score, each category's and every check that lost points; exits 1 below the bar.
import { spawn } from 'node:child_process';
import siteConfig from '../docusaurus.config';
import { serveBuild } from './harness';

/** The lowest overall score the build may get (issue: agents as first-class readers). */
const passingScore = 95;

/*
 * afdocs is run with npx at a pinned version instead of being a devDependency: every release of it
 * declares Node >= 22, and as a dependency it would make `npm ci` warn (EBADENGINE) on the Node 20
 * this project supports, although it runs fine there. So its report's shape is declared here, only
 * the fields this script reads.
 */
const afdocsPackage = 'afdocs@0.22.2';

interface AfdocsScore {
  readonly score: number;
  readonly grade: string;
}

interface AfdocsReport {
  readonly results: readonly { id: string; status: string; message: string }[];
  readonly scoring: {
    readonly overall: number;
    readonly grade: string;
    readonly cap?: unknown;
    readonly categoryScores: Readonly<Record<string, AfdocsScore>>;
    readonly checkScores: Readonly<Record<string, { earnedScore: number; maxScore: number }>>;
  };
}

/** Runs `afdocs check` on the origin and returns its JSON report; afdocs's progress goes to stderr. */
async function afdocsCheck(origin: string): Promise<AfdocsReport> {
  const args = [
    '--yes',
    afdocsPackage,
    'check',
    origin,
    // Links and URLs in the llms files and twins name the production site; afdocs maps them here.
    '--canonical-origin',
    siteConfig.url,
    // The same sample every run, so the score moves only when the site does.
    '--sampling',
    'deterministic',
    '--format',
    'json',
    '--score',
    '--quiet',
  ];
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    // afdocs exits 1 when any check fails; the score decides here, so only its report matters.
    child.once('close', () => {
      resolve();
    });
  });
  const output = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(output) as AfdocsReport;
  } catch (error) {
    throw new Error(`afdocs printed no JSON report:\n${output.slice(0, 2000)}`, { cause: error });
  }
}

function printReport(report: AfdocsReport): void {
  const { scoring } = report;
  console.log(`afdocs score: ${String(scoring.overall)} (${scoring.grade})`);
  if (scoring.cap) console.log(`  capped: ${JSON.stringify(scoring.cap)}`);
  for (const [category, score] of Object.entries(scoring.categoryScores)) {
    console.log(`  ${category}: ${String(score.score)} (${score.grade})`);
  }
  const messages = new Map(report.results.map((result) => [result.id, result]));
  const lost = Object.entries(scoring.checkScores).filter(
    ([, score]) => score.earnedScore < score.maxScore,
  );
  if (lost.length > 0) console.log('Checks that lost points (earned/max):');
  for (const [id, score] of lost) {
    const result = messages.get(id);
    console.log(
      `  ${id}: ${score.earnedScore.toFixed(2)}/${score.maxScore.toFixed(2)} ${result?.status ?? ''}: ${result?.message ?? ''}`,
    );
  }
}

const [directory = 'build'] = process.argv.slice(2);
const server = await serveBuild(directory);
let report: AfdocsReport;
try {
  report = await afdocsCheck(server.origin);
} finally {
  await server.close();
}
printReport(report);
if (report.scoring.overall < passingScore) {
  console.error(`afdocs scored ${String(report.scoring.overall)}, below ${String(passingScore)}.`);
  process.exitCode = 1;
}
