import type {
  CliCommand,
  ErrorCode,
  EnvironmentVariable,
  RoleName,
  Service,
} from '../../src/data/types';

/** The facts a page is checked against: the modules of `src/data/`. */
export interface Facts {
  readonly errorCodes: readonly ErrorCode[];
  readonly environmentVariables: readonly EnvironmentVariable[];
  readonly cliCommands: readonly CliCommand[];
  readonly roles: readonly RoleName[];
  readonly services: readonly Service[];
}

/** One fact a page cites that the data does not back, located for the writer. */
export interface FactProblem {
  readonly file: string;
  /** 1-based line number in the Markdown source. */
  readonly line: number;
  readonly message: string;
}

export function formatProblem({ file, line, message }: FactProblem): string {
  return `${file}:${line}: ${message}`;
}

const errorCodePattern = /\bCB-\d{4}\b/g;
// A name inside another identifier (`CI_COGNIBOT_TOKEN`) is the reader's own variable, not ours.
const variablePattern = /(?<![A-Za-z0-9_])COGNIBOT_[A-Z0-9_]*[A-Z0-9](?![A-Za-z0-9_])/g;
// Service ports sit in 8080–8099 plus the gateway's 8443; other numbers are not service ports.
const servicePortPattern = /(?<![\d.,])(?:80[89]\d|8443)(?![\d,])/g;
// "the Developer role", "Admin or Owner roles": a capitalised word after a lowercase word or comma,
// so that sentence starts such as "Your role" are not read as role names.
const roleBeforePattern = /(?<=[a-z,]\s)([A-Z][a-z]+?)s? roles?\b/g;
// "the role Developer", "role: Admin" in prose, YAML or JSON.
const roleAfterPattern = /\broles?"?:?\s+"?([A-Z][a-z]+)\b/g;
const fencePattern = /^\s*(`{3,}|~{3,})/;
const inlineCodePattern = /`([^`]+)`/g;
const headingPattern = /^#{1,6}\s/;
// Where a shell command starts inside a line: after these separators, or at the start.
const commandSeparator = /&&|\|\||;|\||\$\(|\(/;
const loneFlagPattern = /^(--[a-z][a-z-]*)(?:[ =].*)?$/;

function nearest<T>(items: readonly T[], distance: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const item of items) {
    const value = distance(item);
    if (value < bestDistance) {
      best = item;
      bestDistance = value;
    }
  }
  return best;
}

/** The text of a shell segment once list markers, prompts and CI `run:` keys are stripped. */
function commandText(segment: string): string {
  return segment
    .trim()
    .replace(/^-\s+/, '')
    .replace(/^run:\s*/, '')
    .replace(/^\$\s+/, '')
    .replace(/^npx\s+/, '');
}

interface CommandUse {
  readonly command: CliCommand | undefined;
  readonly problems: string[];
}

function checkCommandSegment(segment: string, facts: Facts): CommandUse | undefined {
  const text = commandText(segment);
  if (!/^cognibot(\s|$)/.test(text)) return undefined;
  const tokens = text.split(/\s+/);
  const words = tokens.slice(1);
  if (words.length === 0) return { command: undefined, problems: [] };
  const matches = facts.cliCommands.filter((candidate) =>
    candidate.command.split(' ').every((word, index) => words[index] === word),
  );
  const command = nearest(matches, (candidate) => -candidate.command.split(' ').length);
  if (!command) {
    const named = words
      .slice(0, 2)
      .filter((word) => /^[a-z][a-z-]*$/.test(word))
      .join(' ');
    return {
      command: undefined,
      problems: [`"cognibot ${named || words[0]}" is not a cognibot command in src/data/cli.ts`],
    };
  }
  const problems: string[] = [];
  const rest = words.slice(command.command.split(' ').length);
  for (const token of rest) {
    if (token === '>' || token === '#' || token.startsWith('>')) break;
    const flag = /^(--[a-z][a-z-]*)/.exec(token)?.[1];
    if (flag !== undefined && !command.flags.some((known) => known.name === flag)) {
      problems.push(`"cognibot ${command.command}" has no flag ${flag} in src/data/cli.ts`);
    }
  }
  return { command, problems };
}

/** Shell segments of one line of code (a fenced line or an inline code span). */
function segmentsOf(code: string): string[] {
  return code.split(commandSeparator);
}

/**
 * Checks one Markdown source against the facts: error codes, `COGNIBOT_*` variables, `cognibot`
 * commands and flags (in code only, where a reader copies them), role names, service ports and
 * the service a port is written next to.
 */
export function checkFacts(file: string, text: string, facts: Facts): FactProblem[] {
  const problems: FactProblem[] = [];
  const knownCodes = new Set(facts.errorCodes.map((entry) => entry.code));
  const knownVariables = new Set(facts.environmentVariables.map((entry) => entry.name));
  const knownRoles = new Set<string>(facts.roles);
  const serviceByName = new Map(facts.services.map((service) => [service.name, service]));
  const serviceByPort = new Map(facts.services.map((service) => [service.port, service]));
  const servicePattern = new RegExp(
    `(?<![A-Za-z-])(${facts.services.map((service) => service.name).join('|')})(?![A-Za-z-])`,
    'g',
  );

  const lines = text.split('\n');
  let inFrontMatter = lines[0]?.trim() === '---';
  let fence: string | undefined;
  let sectionCommand: CliCommand | undefined;
  let pending = '';
  let pendingLine = 0;

  const report = (line: number, message: string) => {
    problems.push({ file, line, message });
  };

  lines.forEach((raw, index) => {
    const line = index + 1;
    if (inFrontMatter && index > 0 && raw.trim() === '---') {
      inFrontMatter = false;
      return;
    }

    for (const [code] of raw.matchAll(errorCodePattern)) {
      if (!knownCodes.has(code as ErrorCode['code'])) {
        report(line, `error code ${code} is not in src/data/errors.ts`);
      }
    }
    for (const [name] of raw.matchAll(variablePattern)) {
      if (!knownVariables.has(name as EnvironmentVariable['name'])) {
        report(line, `${name} is not in src/data/environment.ts`);
      }
    }
    for (const pattern of [roleBeforePattern, roleAfterPattern]) {
      for (const match of raw.matchAll(pattern)) {
        const role = match[1] ?? '';
        if (!knownRoles.has(role) && !/^(The|This|That|Each|Every|Which|Its|Their)$/.test(role)) {
          report(line, `role "${role}" is not in src/data/roles.ts`);
        }
      }
    }
    const serviceMentions = [...raw.matchAll(servicePattern)];
    for (const portMatch of raw.matchAll(servicePortPattern)) {
      const port = Number(portMatch[0]);
      const owner = serviceByPort.get(port);
      if (!owner) {
        report(line, `port ${port} is not the port of any service in src/data/services.ts`);
        continue;
      }
      const mention = nearest(serviceMentions, (candidate) =>
        Math.abs(candidate.index - portMatch.index),
      );
      const named = mention ? serviceByName.get(mention[1] as Service['name']) : undefined;
      if (named && named.port !== port) {
        report(
          line,
          `port ${port} belongs to ${owner.name}, but the line gives it to ${named.name} (${named.port})`,
        );
      }
    }

    if (inFrontMatter) return;

    if (fencePattern.test(raw)) {
      const marker = fencePattern.exec(raw)?.[1] ?? '';
      if (fence === undefined) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
      return;
    }

    const codeTexts: string[] = [];
    if (fence !== undefined) {
      // A command continued with a trailing backslash is checked as one line.
      if (raw.trimEnd().endsWith('\\')) {
        if (pending === '') pendingLine = line;
        pending += `${raw.trimEnd().slice(0, -1)} `;
        return;
      }
      codeTexts.push(pending + raw);
    } else {
      if (headingPattern.test(raw)) sectionCommand = undefined;
      for (const match of raw.matchAll(inlineCodePattern)) codeTexts.push(match[1] ?? '');
    }
    const reportLine = pending === '' ? line : pendingLine;
    pending = '';

    for (const code of codeTexts) {
      const loneFlag = fence === undefined ? loneFlagPattern.exec(code.trim())?.[1] : undefined;
      if (loneFlag !== undefined) {
        // A flag on its own (a flag table, a sentence) belongs to the command named last in the section.
        if (sectionCommand && !sectionCommand.flags.some((flag) => flag.name === loneFlag)) {
          report(
            reportLine,
            `"cognibot ${sectionCommand.command}" has no flag ${loneFlag} in src/data/cli.ts`,
          );
        }
        continue;
      }
      for (const segment of segmentsOf(code)) {
        const use = checkCommandSegment(segment, facts);
        if (!use) continue;
        if (use.command) sectionCommand = use.command;
        for (const message of use.problems) report(reportLine, message);
      }
    }
  });
  return problems;
}
