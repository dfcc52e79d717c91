// jest setupFiles for the server project: quiet logs unless LOG_LEVEL asks otherwise, and a fixed
// time zone so dates in assertions do not depend on the machine.
process.env.LOG_LEVEL ??= 'silent';
process.env.TZ = 'Europe/Amsterdam';
