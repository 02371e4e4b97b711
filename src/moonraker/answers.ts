// What Printdeck reads from Moonraker's answers, method by method (shapes as in lib/answer-shape):
// every answer to these calls, over the socket or HTTP, is checked before it is used, and so is the
// first parameter of the notifications listed. Calls of lazily loaded parts give their shape with the
// call (CallOptions.shape) and weigh nothing here.
import { findMisfit, type Shape } from '../lib/answer-shape';
import { AnswerError } from './errors';

const texts = ['s'];
const numbers = ['nl'];
const objects = { '*': 'o' };
const job = { job_id: 's', filename: 's', status: 's', 'metadata?': 'o' };
const item = { value: '' };
// Klipper's objects: each an object; the fields the shell and the session read outside the cards
// (whose failures stay in the card) with their types. A status update carries only what changed.
const status = {
  ...objects,
  'heaters?': { 'available_sensors?': texts, 'available_heaters?': texts },
  'configfile?': { 'settings?': objects, 'warnings?': ['o'] },
  'print_stats?': { 'state?': 's' },
  'toolhead?': { 'homed_axes?': 's', 'position?': ['n'] },
};
const objectsResult = { status };
const announcements = { entries: [{ entry_id: 's', title: 's', description: 's', url: 's' }] };
const updateStatus = {
  version_info: {
    '*': {
      name: 's',
      configured_type: 's',
      'info_tags?': texts,
      'repo_name?': 's',
      'remote_url?': 's',
      'commits_behind?': [{ sha: 's' }],
      'package_list?': texts,
    },
  },
};
const webcams = { webcams: ['o'] };
const listing = { path: 's' };

export const ANSWERS: Readonly<Record<string, Shape>> = {
  'server.info': {
    klippy_state: 's',
    components: texts,
    warnings: texts,
    moonraker_version: 's',
  },
  'server.config': { config: objects },
  'server.temperature_store': {
    '*': { 'temperatures?': numbers, 'targets?': numbers, 'powers?': numbers, 'speeds?': numbers },
  },
  'server.gcode_store': { gcode_store: [{ message: 's' }] },
  'server.database.get_item': item,
  'server.database.post_item': item,
  'server.announcements.list': announcements,
  'server.webcams.list': webcams,
  'server.files.roots': [{ name: 's' }],
  'server.files.list': [listing],
  'server.files.get_directory': {
    dirs: [{ dirname: 's' }],
    files: [{ filename: 's' }],
    root_info: { permissions: 's' },
  },
  'server.files.metadata': { 'thumbnails?': [{ relative_path: 's' }] },
  'server.history.list': { jobs: [job] },
  'server.history.totals': { job_totals: 'o' },
  'server.history.delete_job': { deleted_jobs: texts },
  'machine.update.status': updateStatus,
  'machine.proc_stats': { moonraker_stats: ['o'] },
  'machine.system_info': { system_info: 'o' },
  'printer.info': { state: 's', state_message: 's' },
  'printer.objects.list': { objects: texts },
  'printer.objects.query': objectsResult,
  'printer.objects.subscribe': objectsResult,
  'access.oneshot_token': 's',
  'access.login': { token: 's', refresh_token: 's' },
  'access.refresh_jwt': { token: 's' },
  // Notifications: their first parameter.
  notify_status_update: status,
  notify_update_refreshed: updateStatus,
  notify_announcement_update: announcements,
  notify_webcams_changed: webcams,
  notify_history_changed: { job },
  notify_filelist_changed: { item: listing },
};

/**
 * `value` when it has the shape Printdeck reads (`shape`, else the method's own, else any);
 * otherwise an AnswerError naming the printer, the call and what came back.
 */
export function checked<T>(printer: string, method: string, value: T, shape = ANSWERS[method]): T {
  const misfit = shape === undefined ? null : findMisfit(value, shape);
  if (misfit) throw new AnswerError(printer, method, misfit);
  return value;
}
