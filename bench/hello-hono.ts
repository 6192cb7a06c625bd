// Hono's hello world on @hono/node-server, for the framework-tax row.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('*', (c) => c.text('Hello World!'));
serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: '127.0.0.1' }, () => process.send?.('ready'));
