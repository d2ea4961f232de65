import { execFileSync, spawnSync } from 'node:child_process';

/*
 * Ports for the servers the tests start. Several runs may share a machine, so a port is picked
 * free unless the caller names one; a named port that is taken fails the run at once, naming what
 * holds it. Synchronous, because Playwright loads its config synchronously.
 */

// Listens on the given ports (0: any free one) all at once, prints what it got, and lets go.
const probeScript = `
const net = require('node:net');
const wanted = process.argv.slice(1).map(Number);
const results = [];
let pending = wanted.length;
for (const [index, port] of wanted.entries()) {
  const server = net.createServer();
  server.once('error', (error) => { results[index] = error.code; done(); });
  server.listen(port, '127.0.0.1', () => { results[index] = server.address().port; done(); });
  function done() { if (--pending === 0) { console.log(JSON.stringify(results)); process.exit(0); } }
}`;

function probe(ports: readonly number[]): (number | string)[] {
  const output = execFileSync(process.execPath, ['-e', probeScript, ...ports.map(String)], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as (number | string)[];
}

/** `count` different ports of 127.0.0.1 that are free right now. */
export function freePorts(count: number): number[] {
  const ports = probe(Array.from({ length: count }, () => 0));
  return ports.map((port) => {
    if (typeof port !== 'number') throw new Error(`could not find a free port: ${port}`);
    return port;
  });
}

/** What listens on a port, as `ss` reports it ("node (pid 1234)"), or a note that it cannot tell. */
export function portHolder(port: number): string {
  const result = spawnSync('ss', ['-Hltnp', `sport = :${String(port)}`], { encoding: 'utf8' });
  const holders = [...(result.error ? '' : result.stdout).matchAll(/"([^"]+)",pid=(\d+)/g)].map(
    ([, command, pid]) => `${command ?? '?'} (pid ${pid ?? '?'})`,
  );
  return holders.length > 0 ? [...new Set(holders)].join(', ') : 'a process ss cannot name';
}

/** Throws, naming the holder, when a port the caller chose is already taken. */
export function expectPortsFree(ports: readonly number[], variable: string): void {
  probe(ports).forEach((result, index) => {
    const port = ports[index] ?? 0;
    if (typeof result === 'number') return;
    const reason =
      result === 'EADDRINUSE' ? `is in use by ${portHolder(port)}` : `cannot be used (${result})`;
    throw new Error(
      `Port ${String(port)} (${variable}) ${reason}. Choose another, or leave ${variable} unset ` +
        'to have a free port picked.',
    );
  });
}

/** A port given in an environment variable, checked to be a port number. */
export function portFromEnvironment(variable: string): number | undefined {
  const value = process.env[variable];
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number (1–65535), got "${value}".`);
  }
  return port;
}
