// Prints what "Run this dialog" costs a reader: the bytes a dialog page fetches before anyone presses
// Run, the bytes pressing Run adds (the runner, the runtime, the YAML parser), and the time from the
// reader's Enter to the bot's reply in the page. Bytes are gzip -6 of each response body, each URL
// once, so they depend on neither the server nor the machine; the reply times do depend on the
// machine and are printed as the median and p95 of several answers.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { withBrowserAndBuilds } from './harness';

const examples = [
  {
    name: 'whole dialog',
    route: '/docs/CogniBot/Skills/Dialog Elements/dialog_elements_introduction',
    run: 'Run this dialog: skills/laptop-issue/dialogs/main.yaml',
    answer: 'It is fine',
  },
  {
    name: 'fragment',
    route: '/docs/CogniBot/Skills/Dialog Elements/input',
    run: 'Run this example: skills/request-leave/dialogs/main.yaml, from ask_start',
    answer: 'tomorrow',
  },
] as const;

/** Answers timed per example: each on a freshly opened runner. */
const samples = 15;
/** How long no new response may arrive before the page counts as settled. */
const quietPeriodMs = 1000;

/** Collects the gzip size of every same-origin response, each URL once. */
function recordResponses(page: Page, origin: string): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || sizes.has(url)) return;
    sizes.set(url, 0);
    void response
      .body()
      .then((body) => sizes.set(url, gzipSync(body, { level: 6 }).length))
      .catch(() => sizes.delete(url));
  });
  return sizes;
}

async function settle(page: Page, sizes: Map<string, number>): Promise<void> {
  let seen = -1;
  while (seen !== sizes.size) {
    seen = sizes.size;
    await page.waitForTimeout(quietPeriodMs);
  }
}

const total = (sizes: Map<string, number>): number =>
  [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);

/** Milliseconds from the Enter keydown in the message field to the next bot line in the log. */
async function timeOneAnswer(page: Page, answer: string): Promise<number> {
  const message = page.getByLabel('Your message');
  await message.fill(answer);
  const measuring = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const log = document.querySelector('[role="log"]');
        if (log === null) throw new Error('the runner shows no conversation log');
        let pressedAt: number | undefined;
        document.addEventListener(
          'keydown',
          (event) => {
            if (event.key === 'Enter') pressedAt = performance.now();
          },
          { capture: true, once: true },
        );
        const before = log.children.length;
        new MutationObserver((_records, observer) => {
          // The reader's own line comes first; the bot's reply is the one after it.
          if (pressedAt !== undefined && log.children.length >= before + 2) {
            observer.disconnect();
            resolve(performance.now() - pressedAt);
          }
        }).observe(log, { childList: true });
      }),
  );
  await message.press('Enter');
  return measuring;
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

async function measure(browser: Browser, origin: string, example: (typeof examples)[number]) {
  const page = await browser.newPage();
  const sizes = recordResponses(page, origin);
  await page.goto(`${origin}${example.route}`);
  await settle(page, sizes);
  const beforeRun = total(sizes);
  const run = page.getByRole('button', { name: example.run });
  await run.click();
  await page.getByLabel('Your message').waitFor();
  await settle(page, sizes);
  const afterRun = total(sizes) - beforeRun;

  const times: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    if (sample > 0) {
      await page
        .getByRole('region', { name: /^Run / })
        .getByRole('button', { name: 'Close' })
        .click();
      await run.click();
    }
    times.push(await timeOneAnswer(page, example.answer));
  }
  await page.close();
  return { beforeRun, afterRun, times };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  await withBrowserAndBuilds(['build'], async ({ browser, servers: [server] }) => {
    console.log('| Example | Page before Run | Run adds | Enter to reply, median | p95 |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const example of examples) {
      const { beforeRun, afterRun, times } = await measure(browser, server.origin, example);
      console.log(
        `| ${example.name} (${example.route}) | ${kb(beforeRun)} | ${kb(afterRun)} | ` +
          `${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms |`,
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
