// `npm run test:agents [directory]`: scores a built site (build/ unless given) with afdocs, the
// Agent-Friendly Documentation Spec's checker, twice at once: on a plain static server, the way an
// agent meets it on any host, and behind the real nginx with the repo's config
// (deploy/nginx/cognibot-docs.conf), which adds content negotiation. Prints each score, its
// categories and every check that lost points; exits 1 when either is below its bar.
import { spawn } from 'node:child_process';
import path from 'node:path';
import siteConfig from '../docusaurus.config';
import { freePorts } from '../tests/support/ports';
import { serveBuild, type BuildServer } from './harness';

/** The lowest overall scores the build may get (issue: agents as first-class readers). */
const passingScores = { plain: 95, nginx: 100 } as const;

type Setup = keyof typeof passingScores;

const setupNames: Readonly<Record<Setup, string>> = {
  plain: 'plain static server',
  nginx: 'behind nginx (deploy/nginx/cognibot-docs.conf)',
};

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

/**
 * Serves the directory through a real nginx with the repo's config, as the end-to-end tests do
 * (scripts/serveBehind.ts), and resolves once it answers.
 */
async function serveBehindNginx(directory: string): Promise<BuildServer> {
  const [port = 0] = freePorts(1);
  const origin = `http://127.0.0.1:${String(port)}`;
  const jiti = path.resolve('node_modules/.bin/jiti');
  const child = spawn(
    process.execPath,
    [jiti, 'scripts/serveBehind.ts', 'nginx', directory, String(port)],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`nginx stopped before it answered (exit status ${String(code)})`));
    });
    child.once('error', reject);
  });
  const close = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await done;
  };
  // A budget for nginx to start on a busy machine, not a speed requirement.
  const deadline = Date.now() + 60_000;
  const answered = (async () => {
    for (;;) {
      try {
        if ((await fetch(origin)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin} within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    await Promise.race([answered, exited]);
  } catch (error) {
    await close();
    throw error;
  }
  exited.catch(() => undefined);
  return { origin, close };
}

function printReport(setup: Setup, report: AfdocsReport): void {
  const { scoring } = report;
  console.log(`afdocs score, ${setupNames[setup]}: ${String(scoring.overall)} (${scoring.grade})`);
  if (scoring.cap) console.log(`  capped: ${JSON.stringify(scoring.cap)}`);
  for (const [category, score] of Object.entries(scoring.categoryScores)) {
    console.log(`  ${category}: ${String(score.score)} (${score.grade})`);
  }
  const messages = new Map(report.results.map((result) => [result.id, result]));
  const lost = Object.entries(scoring.checkScores).filter(
    ([, score]) => score.earnedScore < score.maxScore,
  );
  if (lost.length > 0) console.log('  Checks that lost points (earned/max):');
  for (const [id, score] of lost) {
    const result = messages.get(id);
    console.log(
      `    ${id}: ${score.earnedScore.toFixed(2)}/${score.maxScore.toFixed(2)} ${result?.status ?? ''}: ${result?.message ?? ''}`,
    );
  }
}

/** Serves the build both ways and scores them at once: two servers, two afdocs processes. */
async function scoreBoth(directory: string): Promise<Record<Setup, AfdocsReport>> {
  const servers: BuildServer[] = [];
  const closeAll = () => Promise.all(servers.map((server) => server.close()));
  const onSignal = () => {
    void closeAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const plain = await serveBuild(directory);
    servers.push(plain);
    const nginx = await serveBehindNginx(directory);
    servers.push(nginx);
    const [plainReport, nginxReport] = await Promise.all([
      afdocsCheck(plain.origin),
      afdocsCheck(nginx.origin),
    ]);
    return { plain: plainReport, nginx: nginxReport };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await closeAll();
  }
}

const [directory = 'build'] = process.argv.slice(2);
const reports = await scoreBoth(directory);
for (const setup of ['plain', 'nginx'] as const) {
  printReport(setup, reports[setup]);
  const { overall } = reports[setup].scoring;
  if (overall < passingScores[setup]) {
    console.error(
      `afdocs scored ${String(overall)} ${setupNames[setup]}, below ${String(passingScores[setup])}.`,
    );
    process.exitCode = 1;
  }
}
