// notify_timelapse_event arrives whatever page is open, and a failed frame must say so at once
// (spec part 2 §4, §8). The timelapse state is not on the first page: it loads with the first
// event, which it then handles, and every later one in arrival order.
import { onServerNotification } from './session';

let apply: Promise<(params: unknown) => void> | null = null;

onServerNotification('notify_timelapse_event', (params) => {
  apply ??= import('./timelapse-events').then((m) => m.applyTimelapseNotification);
  void apply.then((handle) => handle(params));
});
