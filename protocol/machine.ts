// Moonraker's machine component: host information and the services it may control (reference §13).

/** One service's systemd state, as machine.system_info and notify_service_state_changed carry it. */
export interface ServiceState {
  active_state: string;
  sub_state: string;
}

export interface SystemInfo {
  python?: { version: (number | string)[]; version_string: string };
  cpu_info: {
    cpu_count: number | null;
    bits: string;
    processor: string;
    cpu_desc: string;
    serial_number: string;
    hardware_desc: string;
    model: string;
    total_memory: number | null;
    memory_units: string;
  };
  sd_info: Record<string, unknown>;
  distribution: {
    name: string;
    id: string;
    version: string;
    version_parts: { major: string; minor: string; build_number: string };
    like: string;
    codename: string;
    release_info?: Record<string, unknown>;
    kernel_version?: string;
  };
  virtualization: { virt_type: string; virt_identifier: string };
  network: Record<
    string,
    {
      mac_address: string;
      ip_addresses: { family: string; address: string; is_link_local: boolean }[];
    }
  >;
  canbus?: Record<string, unknown>;
  /** The process manager Moonraker talks to: systemd_dbus, systemd_cli, supervisord_cli or none. */
  provider: string;
  /** Services Moonraker may start, stop and restart (its allow list matched against the host's). */
  available_services: string[];
  service_state: Record<string, ServiceState>;
  instance_ids: Record<string, string>;
}

export interface ServiceParams {
  service: string;
}

/** One sample of Moonraker's own process. */
export interface MoonrakerStat {
  time: number;
  /** Percent of one core. */
  cpu_usage: number;
  /** Resident memory, in mem_units (kB). */
  memory: number | null;
  mem_units: string | null;
}

export interface NetworkStat {
  rx_bytes: number;
  tx_bytes: number;
  rx_packets: number;
  tx_packets: number;
  rx_errs: number;
  tx_errs: number;
  rx_drop: number;
  tx_drop: number;
  /** Bytes per second, received and sent. */
  bandwidth: number;
}

export interface ThrottledState {
  bits: number;
  flags: string[];
}

/** machine.proc_stats (the last 30 one-second samples of Moonraker's process, and the host's). */
export interface ProcStats {
  moonraker_stats: MoonrakerStat[];
  throttled_state: ThrottledState | null;
  cpu_temp: number | null;
  network: Record<string, NetworkStat>;
  /** `cpu` overall percent, `cpuN` per core. */
  system_cpu_usage: Record<string, number>;
  /** kB. */
  system_memory: { total: number; available: number; used: number };
  system_uptime: number;
  websocket_connections: number;
}

/** notify_proc_stat_update: one sample, without throttled_state and system_uptime. */
export interface ProcStatUpdate extends Omit<
  ProcStats,
  'moonraker_stats' | 'throttled_state' | 'system_uptime'
> {
  moonraker_stats: MoonrakerStat;
}

export type PowerStatus = 'on' | 'off' | 'init' | 'error';

/** A power device (machine.device_power.devices, notify_power_changed). */
export interface PowerDevice {
  device: string;
  status: PowerStatus;
  locked_while_printing: boolean;
  type: string;
}

/** Device names as keys (values null in requests, the status in results). */
export type PowerDeviceMap<T> = Record<string, T>;
