import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Deps } from './deps';
import type { AppEnv } from './http/env';
import { HttpError } from './http/errors';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { checkoutRoutes } from './routes/checkout';
import { feedbackRoutes } from './routes/feedback';
import { orderRoutes } from './routes/orders';
import { profileRoutes } from './routes/profile';
import { ticketRoutes } from './routes/tickets';
import { wishlistRoutes } from './routes/wishlist';
import { consoleRoutes } from './sandbox/console';
import { FaultBoard } from './sandbox/faults/board';
import { faultMiddleware } from './sandbox/faults/middleware';
import { faultRoutes } from './sandbox/faults/routes';
import { payRoutes } from './sandbox/pay';

/** JSON bodies are small; the profile picture upload gets room for a file well over its 1 MB rule. */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

const tooLarge = () => {
  throw new HttpError(413, { message: 'The request body is too large.' });
};

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use('/api/updateBuyerProfilePicture', bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge }));
  app.use('*', async (c, next) => {
    if (c.req.path === '/api/updateBuyerProfilePicture') return next();
    return bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge })(c, next);
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));

  // Uploaded and seeded images. Names are unique per file, so they may be cached for a day.
  app.use(
    '/uploads/*',
    serveStatic({
      root: path.relative(process.cwd(), deps.config.dataDir) || '.',
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=86400');
      },
    }),
  );

  // Before every API route: a fault switched on in the console answers in the route's place.
  const faults = new FaultBoard();
  app.use('/api/*', faultMiddleware(deps, faults));

  for (const routes of [
    authRoutes,
    profileRoutes,
    catalogueRoutes,
    feedbackRoutes,
    wishlistRoutes,
    cartRoutes,
    checkoutRoutes,
    orderRoutes,
    ticketRoutes,
  ]) {
    app.route('/api', routes(deps));
  }
  app.route('/sandbox', payRoutes(deps));
  app.route('/sandbox', consoleRoutes(deps));
  app.route('/sandbox', faultRoutes(deps, faults));

  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(err.body, err.status);
    // Never a stack trace or driver message in a response; the log keeps it for the operator.
    console.error(`[provider] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ status: false, message: 'Server error. Please try again later.' }, 500);
  });

  return app;
}
