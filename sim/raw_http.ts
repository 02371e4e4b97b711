// HTTP routes that live beside Moonraker's API on the same port, the way a printer's web server
// (nginx) serves more than Moonraker: the virtual camera's `/webcam/...` stream, snapshots and
// WebRTC signalling. A route answers the whole request itself (status, headers, body, streaming)
// and is outside Moonraker's authorization, as those services are on a real printer. Components add
// their routes at start and remove them when they close. Called by sim/http.ts before anything else.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from './app';

/** Returns true when it answered the request; false lets the next route (then Moonraker) have it. */
export type RawRoute = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => boolean | Promise<boolean>;

const ROUTES = new WeakMap<App, Set<RawRoute>>();

/** Adds a route; returns how to remove it. */
export function addRawRoute(app: App, route: RawRoute): () => void {
  let routes = ROUTES.get(app);
  if (!routes) ROUTES.set(app, (routes = new Set()));
  routes.add(route);
  return () => routes.delete(route);
}

/** Offers the request to the added routes in order; true when one answered it. */
export async function handleRawRoute(
  app: App,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const routes = ROUTES.get(app);
  if (!routes) return false;
  for (const route of [...routes]) if (await route(req, res, url)) return true;
  return false;
}
