// Opens a harness session on the directory it is given, prints the server's origin and then waits
// until the process is stopped: tests/unit/scripts/harness.test.ts stops it with SIGINT.
import { withBrowserAndBuilds } from '../../../scripts/harness';

const [directory = ''] = process.argv.slice(2);
await withBrowserAndBuilds([directory], async ({ browser, servers: [server] }) => {
  const page = await browser.newPage();
  await page.goto(server.origin);
  console.log(`serving ${server.origin}`);
  await new Promise<never>(() => {
    // Never settles: only a signal ends this session.
  });
});
