/** The peer of the API benchmark: a bare Fastify hello-world route, in its own process. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3301), host: '127.0.0.1' });
console.log('hello-world ready');
