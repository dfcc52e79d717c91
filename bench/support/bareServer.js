// A bare Fastify route on the same machine, as the ceiling for the load benchmark: no database,
// no session, no CSRF, logging off. Prints the port on stdout once listening.
const fastify = require('fastify');

const app = fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
app.post('/bare', async () => ({ ok: true }));
app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
  process.stdout.write(`${app.server.address().port}\n`);
});
