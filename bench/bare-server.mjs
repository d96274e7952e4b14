// Benchmark baseline: a bare Fastify JSON route.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/json', async () => ({
  status_code: 200,
  status: true,
  message: 'OK',
  error: [],
  data: { hello: 'world' },
}));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`READY ${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
