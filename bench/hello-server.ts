// The yardstick of the API benchmark: a bare Hono app answering one small JSON
// object, on the same @hono/node-server the API runs on. PORT from the environment.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/hello', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('hello up'));
