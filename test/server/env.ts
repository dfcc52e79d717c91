// jest setupFiles for the server projects: quiet logs unless LOG_LEVEL asks otherwise, a fixed time
// zone so dates in assertions do not depend on the machine, and cheap password hashes for the
// hashes tests make without an app (an app sets the cost from its settings; testConfig's are cheap too).
import { setPasswordHashCost } from '../../server/services/passwords';

process.env.LOG_LEVEL ??= 'silent';
process.env.TZ = 'Europe/Amsterdam';
setPasswordHashCost({ memoryCost: 256, timeCost: 1, parallelism: 1 });
