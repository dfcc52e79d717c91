// The fuzzing of fuzz.test.ts as a super admin: the only identity whose input reaches the management
// routes' handlers (schools, users, students, imports, the module editor, statistics, exports). Left
// out: what would change who is asking (the imitation switch, logging out, the own account's routes,
// fuzzed as a student); when an accepted write changed the admin anyway (its own account disabled,
// deleted or demoted), the database is put back and the admin logs in again.
import { fastest } from './helpers/backends';
import { fuzzAs, RUNS } from './helpers/fuzzRun';
import { useTestApp } from './helpers/testApp';

describe.each(fastest)('fuzzing the management routes on $name', (backend) => {
  const ctx = useTestApp(backend, { ACCOUNT_RATE_LIMIT_MAX: '1000000', ADDRESS_FAILURE_LIMIT_MAX: '1000000' });

  it('as a super admin: no 5xx, JSON error codes, rejected requests change nothing', async () => {
    const { failures, reached } = await fuzzAs(ctx, {
      username: 'admin@demo.nl',
      // 158 routes reach their handlers: 10 inputs each keep the file near the student's fuzzing in time.
      runs: Math.min(10, RUNS),
      skipRoute: (route) => route.url === '/logout' || route.url.startsWith('/api/account'),
      // The imitation switch's keys are written plainly (encodeURIComponent leaves them as they are).
      keepQuery: (query) => !/switch_user|_exit/i.test(query),
      stillItself: async (agent) => {
        const res = await agent.get('/api/account');
        if (res.statusCode !== 200) return false;
        const account = res.json<{ username?: string; imitating?: boolean; roles?: string[] }>();
        return (
          account.username === 'admin@demo.nl' && !account.imitating && !!account.roles?.includes('ROLE_SUPER_ADMIN')
        );
      },
    });
    expect(failures).toEqual([]);
    // Nearly every route reached its handler (a lost session would leave only refusals).
    expect(reached).toBeGreaterThanOrEqual(120);
  }, 400_000);
});
