// `npm run content:check FILE…` (exit 0 when every file is fine, warnings allowed; 1 otherwise), run
// through scripts/content.js.
import { runCheck } from './check';

const [command, ...files] = process.argv.slice(2);
if (command === 'check') process.exit(runCheck(files, (l) => console.log(l)) ? 0 : 1);
