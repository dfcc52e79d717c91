// `npm run content:check FILE…` (exit 0 when every file is fine, warnings allowed; 1 otherwise) and
// `npm run content:load -- DIR` (exit 0 when loaded), run through scripts/content.js.
import { runCheck } from './check';
import { runLoad } from './load';

const [command, ...args] = process.argv.slice(2);
if (command === 'check') process.exit(runCheck(args, (l) => console.log(l)) ? 0 : 1);
if (command === 'load') void runLoad(args, (l) => console.log(l)).then((ok) => process.exit(ok ? 0 : 1));
