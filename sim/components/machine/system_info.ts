// machine.system_info from this host's real facts where they make sense (CPU, memory, distribution,
// kernel, network), in the shape Moonraker's machine component reports them.

import { existsSync, readFileSync } from 'node:fs';
import { arch, cpus, machine, networkInterfaces, release, totalmem } from 'node:os';
import type { ServiceState, SystemInfo } from '../../../protocol/machine';

/** KEY=value lines of /etc/os-release (quotes removed). */
export function parseOsRelease(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (m?.[1]) out[m[1]] = (m[2] ?? '').replace(/^["']|["']$/g, '');
  }
  return out;
}

function readOsRelease(): Record<string, string> {
  for (const p of ['/etc/os-release', '/usr/lib/os-release']) {
    try {
      return parseOsRelease(readFileSync(p, 'utf8'));
    } catch {
      // try the next one
    }
  }
  return {};
}

/** A field of /proc/cpuinfo (Raspberry Pis name their model and serial there), '' when absent. */
function cpuinfoField(name: string): string {
  try {
    // Case matters: x86 lists a numeric 'model' beside 'model name'; a Pi names its 'Model'.
    const m = new RegExp(`^${name}\\s*:\\s*(.*)$`, 'm').exec(readFileSync('/proc/cpuinfo', 'utf8'));
    return m?.[1]?.trim() ?? '';
  } catch {
    return '';
  }
}

function network(): SystemInfo['network'] {
  const out: SystemInfo['network'] = {};
  for (const [name, addrs] of Object.entries(networkInterfaces())) {
    if (!addrs || addrs.every((a) => a.internal)) continue;
    out[name] = {
      mac_address: addrs[0]?.mac ?? '',
      ip_addresses: addrs.map((a) => ({
        family: a.family === 'IPv4' ? 'ipv4' : 'ipv6',
        address: a.address,
        is_link_local: /^fe80:/i.test(a.address) || /^169\.254\./.test(a.address),
      })),
    };
  }
  return out;
}

export function systemInfo(
  services: Record<string, ServiceState>,
  instanceIds: Record<string, string>,
): SystemInfo {
  const os = readOsRelease();
  const versionId = os.VERSION_ID ?? '';
  const [major = '', minor = '', build = ''] = versionId.split('.');
  const cpu = cpus();
  const docker = existsSync('/.dockerenv');
  return {
    python: {
      version: [3, 11, 2, 'final', 0],
      version_string: '3.11.2 (main, Mar 13 2023, 12:18:29) [GCC 12.2.0]',
    },
    cpu_info: {
      cpu_count: cpu.length || null,
      bits: ['x64', 'arm64', 'ppc64', 's390x', 'riscv64'].includes(arch()) ? '64bit' : '32bit',
      processor: machine(),
      cpu_desc: cpu[0]?.model ?? '',
      serial_number: cpuinfoField('Serial'),
      hardware_desc: cpuinfoField('Hardware'),
      model: cpuinfoField('Model'),
      total_memory: Math.round(totalmem() / 1024),
      memory_units: 'kB',
    },
    sd_info: {},
    distribution: {
      name: os.PRETTY_NAME ?? os.NAME ?? 'Linux',
      id: os.ID ?? '',
      version: versionId,
      version_parts: { major, minor, build_number: build },
      like: os.ID_LIKE ?? '',
      codename: os.VERSION_CODENAME ?? '',
      release_info: {},
      kernel_version: release(),
    },
    virtualization: docker
      ? { virt_type: 'container', virt_identifier: 'docker' }
      : { virt_type: 'none', virt_identifier: 'none' },
    network: network(),
    canbus: {},
    provider: 'systemd_dbus',
    available_services: Object.keys(services),
    service_state: Object.fromEntries(Object.entries(services).map(([k, v]) => [k, { ...v }])),
    instance_ids: instanceIds,
  };
}
