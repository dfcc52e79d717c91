// jest setupFiles of the server-pg project: the suites run on PostgreSQL (helpers/backends.ts).
process.env.LRC_TEST_BACKEND = 'PostgreSQL';
