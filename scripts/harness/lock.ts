import { spawn } from 'node:child_process';

/**
 * Runs `work` while holding an flock(1) lock on `lockFile`, when one is given: on a machine whose
 * measurements and builds take turns through a lock file, figures are then not skewed by another
 * job's load. Without a file, `work` just runs.
 */
export async function withLock<Result>(
  lockFile: string | undefined,
  work: () => Promise<Result>,
): Promise<Result> {
  if (lockFile === undefined || lockFile === '') return work();
  // flock holds the lock while its shell waits on stdin; closing stdin releases it.
  const holder = spawn('flock', [lockFile, 'sh', '-c', 'echo held; exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => {
      resolve();
    });
    holder.once('error', reject);
    holder.once('exit', (code) => {
      reject(new Error(`flock ${lockFile} ended with ${String(code)} before holding the lock`));
    });
  });
  try {
    return await work();
  } finally {
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.stdin.end();
    await exited;
  }
}
