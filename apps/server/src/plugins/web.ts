import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';

/**
 * Serves the built web app with an SPA fallback: any GET outside /api that matches no file gets
 * index.html, so deep links such as /student/history load the app. Unknown API paths get a JSON 404.
 */
/** index.html must never be cached: it names the current fingerprinted assets. */
function sendShell(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
}

export const webPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasWeb = existsSync(join(distDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        index: false,
        setHeaders: (res, path) => {
          // Vite fingerprints assets, so they can be cached for good; index.html must not be.
          if (path.includes(`${join(distDir, 'assets')}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
      // The wildcard route would answer "/" as a directory; the app shell belongs there.
      app.get('/', (_request, reply) => sendShell(reply));
    } else {
      app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve the UI');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
      if (hasWeb && isPage && !/\.[a-z0-9]+$/i.test(path)) {
        return sendShell(reply);
      }
      return reply.status(404).send({ detail: 'Not Found', code: 'not_found' });
    });
  },
  { name: 'web' },
);
