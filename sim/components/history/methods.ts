// server.history.* endpoints (reference §6): list, get_job, delete_job, totals, reset_totals.

import type { App } from '../../app';
import { ServerError } from '../../errors';
import type { History } from './history';
import type { RequestContext } from '../../registry';

function optFloat(ctx: RequestContext, key: string): number | undefined {
  const v = ctx.args.raw[key];
  if (v === undefined || v === null) return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n))
    throw new ServerError(
      `Unable to convert argument [${key}] to <class 'float'>: value received: ${String(v)}`,
    );
  return n;
}

export function registerHistoryMethods(app: App, history: History): void {
  const r = app.registry;
  r.register('GET', '/server/history/list', (ctx) => {
    const order = ctx.args.str('order', 'desc').toLowerCase();
    if (order !== 'asc' && order !== 'desc')
      throw new ServerError(`Invalid \`order\` value: ${ctx.args.str('order')}`);
    const jobs = history.list({
      limit: ctx.args.int('limit', 50),
      start: ctx.args.int('start', 0),
      before: optFloat(ctx, 'before'),
      since: optFloat(ctx, 'since'),
      order,
    });
    return { count: jobs.length, jobs };
  });
  r.register('GET', '/server/history/job', (ctx) => ({ job: history.get(ctx.args.str('uid')) }));
  r.register('DELETE', '/server/history/job', (ctx) => {
    const all = ctx.args.bool('all', false);
    const uid = ctx.args.has('uid') ? ctx.args.str('uid') : null;
    return { deleted_jobs: history.delete(uid, all) };
  });
  r.register('GET', '/server/history/totals', () => ({
    job_totals: history.totals(),
    auxiliary_totals: history.auxiliaryTotals(),
  }));
  r.register('POST', '/server/history/reset_totals', () => {
    const { last, lastAuxiliary } = history.resetTotals();
    return { last_totals: last, last_auxiliary_totals: lastAuxiliary };
  });
}
