// Print history wire shapes (reference §6).
import type { FileMetadata } from './files';

export type JobStatus =
  | 'in_progress'
  | 'completed'
  | 'cancelled'
  | 'error'
  | 'klippy_shutdown'
  | 'klippy_disconnect'
  | 'interrupted'
  | 'server_exit';

export interface HistoryJob {
  /** Six upper-case hex digits, e.g. "00002A". */
  job_id: string;
  user: string;
  filename: string;
  status: JobStatus | string;
  start_time: number;
  end_time: number | null;
  print_duration: number;
  total_duration: number;
  filament_used: number;
  metadata: Partial<Omit<FileMetadata, 'print_start_time' | 'job_id'>>;
  auxiliary_data: {
    provider: string;
    name: string;
    value: unknown;
    description: string;
    units: string | null;
  }[];
  exists: boolean;
}

export interface HistoryList {
  count: number;
  jobs: HistoryJob[];
}

export interface JobTotals {
  total_jobs: number;
  total_time: number;
  total_print_time: number;
  total_filament_used: number;
  longest_job: number;
  longest_print: number;
}

/** A history auxiliary field's totals across jobs; null where the field does not report it. */
export interface AuxiliaryTotal {
  provider: string;
  field: string;
  maximum: number | null;
  total: number | null;
}

export interface HistoryTotals {
  job_totals: JobTotals;
  auxiliary_totals: AuxiliaryTotal[];
}

export interface HistoryChange {
  action: 'added' | 'finished';
  job: HistoryJob;
}
