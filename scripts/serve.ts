// Serves a built site until stopped, for tools that start their own server (Lighthouse CI):
// `jiti scripts/serve.ts <directory> <port>`. Prints "listening on <origin>" once it accepts requests.
import { serveBuild } from './harness/serveBuild';

const [directory = 'build', port = '0'] = process.argv.slice(2);
const server = await serveBuild(directory, Number(port));
console.log(`listening on ${server.origin}`);
