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
