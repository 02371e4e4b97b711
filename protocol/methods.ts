// Results of the Moonraker methods Printdeck calls (reference §3, §5, §12, §13).
import type { DirectoryListing, FileChange, FileMetadata, RootInfo, ThumbnailInfo } from './files';
import type { AuxiliaryTotal, HistoryJob, HistoryList, HistoryTotals, JobTotals } from './history';
import type { JobQueueStatus } from './job_queue';
import type { SensorInfo, SensorList, SensorMeasurements } from './sensors';
import type { SpoolmanActiveSpool, SpoolmanProxyParams, SpoolmanStatus } from './spoolman';
import type { KlippyState, ObjectsResult, ObjectsRequest } from './objects';
import type {
  PowerDevice,
  PowerDeviceMap,
  PowerStatus,
  ProcStats,
  ServiceParams,
  SystemInfo,
} from './machine';
import type {
  TimelapseEvent,
  TimelapseLastFrameInfo,
  TimelapseSettings,
  TimelapseSettingsChange,
} from './timelapse';
import type { AnnouncementEntry, UpdateStatus } from './updates';
import type {
  Webcam,
  WebcamPost,
  WebcamRef,
  WebcamTestResult,
  WebrtcAnswer,
  WebrtcOffer,
} from './webcams';

export interface ServerInfo {
  klippy_connected: boolean;
  klippy_state: KlippyState;
  components: string[];
  failed_components: string[];
  registered_directories: string[];
  warnings: string[];
  websocket_count: number;
  moonraker_version: string;
  missing_klippy_requirements: string[];
  api_version: number[];
  api_version_string: string;
}

export interface PrinterInfo {
  state: Exclude<KlippyState, 'disconnected'>;
  state_message: string;
  hostname: string;
  klipper_path: string;
  python_path: string;
  process_id: number;
  user_id: number;
  group_id: number;
  log_file: string;
  config_file: string;
  software_version: string;
  cpu_info: string;
}

export interface ServerConfig {
  config: Record<string, Record<string, unknown>>;
  orig: Record<string, Record<string, string>>;
  files: { filename: string; sections: string[] }[];
}

/** One sensor's history; index 0 is oldest, one sample per second. */
export interface TemperatureStoreEntry {
  temperatures?: number[];
  targets?: number[];
  powers?: number[];
  speeds?: number[];
}
export type TemperatureStore = Record<string, TemperatureStoreEntry>;

export interface GcodeStoreItem {
  message: string;
  time: number;
  type: 'command' | 'response';
}

export interface DatabaseItem<T = unknown> {
  namespace: string;
  key: string | string[] | null;
  value: T;
}

export interface LoginResult {
  username: string;
  token: string;
  refresh_token: string;
  source: string;
  action: string;
}

export interface RefreshResult {
  username: string;
  token: string;
  source: string;
  action: string;
}

export interface AccessInfo {
  default_source: string;
  available_sources: string[];
  login_required: boolean;
  trusted: boolean;
}

export interface AccessUser {
  username: string | null;
  source: string | null;
  created_on: number | null;
}

/** One entry of access.users.list. */
export interface UserEntry {
  username: string;
  source: string;
  created_on: number;
}

export interface IdentifyParams {
  client_name: string;
  version: string;
  type: 'web' | 'mobile' | 'desktop' | 'display' | 'bot' | 'agent' | 'other';
  url: string;
  access_token?: string;
  api_key?: string;
}

/** Method name → params and result. The client's typed calls and the simulator's registry use it. */
export interface MethodMap {
  'server.info': { params: { raw?: boolean } | undefined; result: ServerInfo };
  'server.config': { params: undefined; result: ServerConfig };
  'server.temperature_store': {
    params: { include_monitors?: boolean } | undefined;
    result: TemperatureStore;
  };
  'server.gcode_store': {
    params: { count?: number } | undefined;
    result: { gcode_store: GcodeStoreItem[] };
  };
  'server.restart': { params: undefined; result: 'ok' };
  'machine.system_info': { params: undefined; result: { system_info: SystemInfo } };
  'machine.services.restart': { params: ServiceParams; result: 'ok' };
  'machine.services.start': { params: ServiceParams; result: 'ok' };
  'machine.services.stop': { params: ServiceParams; result: 'ok' };
  'machine.proc_stats': { params: undefined; result: ProcStats };
  'machine.reboot': { params: undefined; result: 'ok' };
  'machine.shutdown': { params: undefined; result: 'ok' };
  'machine.device_power.devices': { params: undefined; result: { devices: PowerDevice[] } };
  'machine.device_power.status': {
    params: PowerDeviceMap<null>;
    result: PowerDeviceMap<PowerStatus>;
  };
  'machine.device_power.on': { params: PowerDeviceMap<null>; result: PowerDeviceMap<PowerStatus> };
  'machine.device_power.off': { params: PowerDeviceMap<null>; result: PowerDeviceMap<PowerStatus> };
  'machine.update.status': { params: { refresh?: boolean } | undefined; result: UpdateStatus };
  'machine.update.refresh': { params: { name?: string } | undefined; result: UpdateStatus };
  'machine.update.upgrade': { params: { name?: string } | undefined; result: 'ok' };
  'machine.update.full': { params: undefined; result: 'ok' };
  'machine.update.moonraker': { params: undefined; result: 'ok' };
  'machine.update.klipper': { params: undefined; result: 'ok' };
  'machine.update.client': { params: { name?: string } | undefined; result: 'ok' };
  'machine.update.system': { params: undefined; result: 'ok' };
  'machine.update.recover': {
    params: { name: string; hard?: boolean; update_deps?: boolean };
    result: 'ok';
  };
  'machine.update.rollback': { params: { name: string }; result: 'ok' };
  'machine.timelapse.get_settings': { params: undefined; result: TimelapseSettings };
  'machine.timelapse.post_settings': {
    params: TimelapseSettingsChange;
    result: TimelapseSettings;
  };
  'machine.timelapse.lastframeinfo': { params: undefined; result: TimelapseLastFrameInfo };
  'machine.timelapse.render': { params: undefined; result: TimelapseEvent };
  'machine.timelapse.saveframes': { params: undefined; result: TimelapseEvent };
  'server.job_queue.status': { params: undefined; result: JobQueueStatus };
  'server.job_queue.post_job': {
    params: { filenames: string[] | string; reset?: boolean };
    result: JobQueueStatus;
  };
  'server.job_queue.delete_job': {
    params: { job_ids?: string[] | string; all?: boolean };
    result: JobQueueStatus;
  };
  'server.job_queue.pause': { params: undefined; result: JobQueueStatus };
  'server.job_queue.start': { params: undefined; result: JobQueueStatus };
  'server.job_queue.jump': { params: { job_id: string }; result: JobQueueStatus };
  'server.spoolman.status': { params: undefined; result: SpoolmanStatus };
  'server.spoolman.get_spool_id': { params: undefined; result: SpoolmanActiveSpool };
  'server.spoolman.post_spool_id': { params: { spool_id?: number }; result: SpoolmanActiveSpool };
  /** Spoolman's answer (v1) or a SpoolmanProxyV2 (use_v2_response). */
  'server.spoolman.proxy': { params: SpoolmanProxyParams; result: unknown };
  'server.webcams.list': { params: undefined; result: { webcams: Webcam[] } };
  'server.webcams.get_item': { params: WebcamRef; result: { webcam: Webcam } };
  'server.webcams.post_item': { params: WebcamPost; result: { webcam: Webcam } };
  'server.webcams.delete_item': { params: WebcamRef; result: { webcam: Webcam } };
  'server.webcams.test': { params: WebcamRef; result: WebcamTestResult };
  'remote.webrtc': { params: WebrtcOffer; result: WebrtcAnswer };
  'server.announcements.list': {
    params: { include_dismissed?: boolean } | undefined;
    result: { entries: AnnouncementEntry[]; feeds: string[] };
  };
  'server.announcements.update': {
    params: { subscriptions?: string[] } | undefined;
    result: { entries: AnnouncementEntry[]; modified: boolean };
  };
  'server.announcements.dismiss': {
    params: { entry_id: string; wake_time?: number | null };
    result: { entry_id: string };
  };
  'server.announcements.feeds': { params: undefined; result: { feeds: string[] } };
  'server.announcements.post_feed': {
    params: { name: string };
    result: { feed: string; action: 'added' | 'skipped' };
  };
  'server.announcements.delete_feed': {
    params: { name: string };
    result: { feed: string; action: 'removed' };
  };
  'server.connection.identify': { params: IdentifyParams; result: { connection_id: number } };
  'server.websocket.id': { params: undefined; result: { websocket_id: number } };
  'server.database.list': {
    params: undefined;
    result: { namespaces: string[]; backups: string[] };
  };
  'server.database.get_item': {
    params: { namespace: string; key?: string | string[] | null };
    result: DatabaseItem;
  };
  'server.database.post_item': {
    params: { namespace: string; key: string | string[]; value: unknown };
    result: DatabaseItem;
  };
  'server.database.delete_item': {
    params: { namespace: string; key: string | string[] };
    result: DatabaseItem;
  };
  'printer.info': {
    params: { client_info?: Record<string, unknown> } | undefined;
    result: PrinterInfo;
  };
  'printer.objects.list': { params: undefined; result: { objects: string[] } };
  'printer.objects.query': { params: { objects: ObjectsRequest }; result: ObjectsResult };
  'printer.objects.subscribe': { params: { objects: ObjectsRequest }; result: ObjectsResult };
  'printer.gcode.script': { params: { script: string }; result: 'ok' };
  'printer.gcode.help': { params: undefined; result: Record<string, string> };
  /** Each endstop: 'open' or 'TRIGGERED' (Klipper's query_endstops/status). */
  'printer.query_endstops.status': {
    params: undefined;
    result: Record<string, 'open' | 'TRIGGERED'>;
  };
  'printer.emergency_stop': { params: undefined; result: 'ok' };
  'printer.restart': { params: undefined; result: 'ok' };
  'printer.firmware_restart': { params: undefined; result: 'ok' };
  'access.login': {
    params: { username: string; password: string; source?: string };
    result: LoginResult;
  };
  'access.logout': { params: undefined; result: { username: string; action: string } };
  'access.refresh_jwt': { params: { refresh_token: string }; result: RefreshResult };
  'access.oneshot_token': { params: undefined; result: string };
  'access.info': { params: undefined; result: AccessInfo };
  'access.get_user': { params: undefined; result: AccessUser };
  'access.users.list': { params: undefined; result: { users: UserEntry[] } };
  'access.post_user': { params: { username: string; password: string }; result: LoginResult };
  'access.delete_user': {
    params: { username: string };
    result: { username: string; action: string };
  };
  'access.user.password': {
    params: { password: string; new_password: string };
    result: { username: string; action: string };
  };
  'access.get_api_key': { params: undefined; result: string };
  'access.post_api_key': { params: undefined; result: string };
  'server.files.roots': { params: undefined; result: RootInfo[] };
  'server.files.list': {
    params: { root?: string };
    result: { path: string; modified: number; size: number; permissions: string }[];
  };
  'server.files.get_directory': {
    params: { path: string; extended?: boolean };
    result: DirectoryListing;
  };
  'server.files.post_directory': { params: { path: string }; result: FileChange };
  'server.files.delete_directory': {
    params: { path: string; force?: boolean };
    result: FileChange;
  };
  'server.files.move': { params: { source: string; dest: string }; result: FileChange };
  'server.files.copy': { params: { source: string; dest: string }; result: FileChange };
  'server.files.delete_file': { params: { path: string }; result: FileChange };
  'server.files.metadata': { params: { filename: string }; result: FileMetadata };
  'server.files.metascan': { params: { filename: string }; result: FileMetadata };
  'server.files.thumbnails': { params: { filename: string }; result: ThumbnailInfo[] };
  'server.history.list': {
    params: {
      limit?: number;
      start?: number;
      before?: number;
      since?: number;
      order?: 'asc' | 'desc';
    };
    result: HistoryList;
  };
  'server.history.get_job': { params: { uid: string }; result: { job: HistoryJob } };
  'server.history.delete_job': {
    params: { uid: string } | { all: true };
    result: { deleted_jobs: string[] };
  };
  'server.history.totals': { params: undefined; result: HistoryTotals };
  'server.history.reset_totals': {
    params: undefined;
    result: { last_totals: JobTotals; last_auxiliary_totals: AuxiliaryTotal[] };
  };
  'server.sensors.list': { params: { extended?: boolean }; result: SensorList };
  'server.sensors.info': { params: { sensor: string; extended?: boolean }; result: SensorInfo };
  'server.sensors.measurements': { params: { sensor?: string }; result: SensorMeasurements };
  'printer.print.start': { params: { filename: string }; result: 'ok' };
  'printer.print.pause': { params: undefined; result: 'ok' };
  'printer.print.resume': { params: undefined; result: 'ok' };
  'printer.print.cancel': { params: undefined; result: 'ok' };
}

export type MethodName = keyof MethodMap;
export type MethodParams<M extends MethodName> = MethodMap[M]['params'];
export type MethodResult<M extends MethodName> = MethodMap[M]['result'];
