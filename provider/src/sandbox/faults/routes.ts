import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { readBody } from '../../http/body';
import { failPlain } from '../../http/errors';
import type { AppEnv } from '../../http/env';
import { validate } from '../../http/validation';
import { requireAdminBearer } from '../console/session';
import { faultSchema, type FaultBoard } from './board';

/** The fault switch of the console's JSON API (bearer PROVIDER_ADMIN_TOKEN). */
export function faultRoutes(deps: Deps, board: FaultBoard): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const admin = requireAdminBearer(deps);

  r.get('/api/faults', admin, (c) => c.json({ faults: board.list() }));

  r.post('/api/faults', admin, async (c) => {
    const fault = board.add(validate(faultSchema, await readBody(c)));
    return c.json({ status: true, message: 'Fault on', fault }, 201);
  });

  r.delete('/api/faults/:faultId', admin, (c) => {
    if (!board.remove(c.req.param('faultId'))) throw failPlain(404, 'No such fault.');
    return c.json({ status: true, message: 'Fault off' });
  });

  return r;
}
