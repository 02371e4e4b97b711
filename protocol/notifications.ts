// Notifications Moonraker pushes over the websocket (reference §15): method → params tuple.
import type { FileChange } from './files';
import type { HistoryJob } from './history';
import type { JobQueueChange } from './job_queue';
import type { SpoolmanActiveSpool } from './spoolman';
import type { PrinterStatus } from './objects';
import type { SensorUpdate } from './sensors';
import type { GcodeStoreItem } from './methods';
import type { AnnouncementEntry, UpdateResponse, UpdateStatus } from './updates';
import type { TimelapseEvent } from './timelapse';
import type { Webcam } from './webcams';
import type { PowerDevice, ProcStatUpdate, ServiceState, ThrottledState } from './machine';

export interface NotificationMap {
  notify_gcode_response: [string];
  notify_status_update: [PrinterStatus, number];
  notify_klippy_ready: [];
  notify_klippy_shutdown: [];
  notify_klippy_disconnected: [];
  notify_filelist_changed: [FileChange];
  notify_history_changed: [{ action: 'added' | 'finished'; job: HistoryJob }];
  notify_job_queue_changed: [JobQueueChange];
  notify_active_spool_set: [SpoolmanActiveSpool];
  notify_spoolman_status_changed: [{ spoolman_connected: boolean }];
  notify_user_created: [{ username: string }];
  notify_user_deleted: [{ username: string }];
  notify_user_logged_out: [{ username: string }];
  notify_proc_stat_update: [ProcStatUpdate];
  notify_cpu_throttled: [ThrottledState];
  notify_service_state_changed: [Record<string, ServiceState>];
  notify_power_changed: [PowerDevice];
  notify_sensor_update: [SensorUpdate];
  notify_update_response: [UpdateResponse];
  notify_update_refreshed: [UpdateStatus];
  notify_timelapse_event: [TimelapseEvent];
  notify_webcams_changed: [{ webcams: Webcam[] }];
  notify_announcement_update: [{ entries: AnnouncementEntry[] }];
  notify_announcement_dismissed: [{ entry_id: string }];
  notify_announcement_wake: [{ entry_id: string }];
}

export type NotificationName = keyof NotificationMap;

/** A console line as Moonraker's gcode store keeps it. */
export type ConsoleEntry = GcodeStoreItem;
