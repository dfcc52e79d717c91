// jest setupFiles of the server project: the suites run on PGlite (helpers/backends.ts).
process.env.LRC_TEST_BACKEND = 'PGlite';
