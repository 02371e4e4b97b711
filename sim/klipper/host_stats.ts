// mcu and system_stats objects: static MCU identity plus counters refreshed once per simulated second.

import { freemem, loadavg } from 'node:os';

export const SOFTWARE_VERSION = 'v0.13.0-730-g84104bbbd';

export class HostStats {
  private sendSeq = 120;
  private bytesWrite = 1100;
  private bytesRead = 5400;
  private lastUpdate = -Infinity;
  private system = { sysload: 0, cputime: 0, memavail: 0 };
  private mcuStats: Record<string, number> = {};

  constructor(private readonly serial: string) {
    this.update(0);
  }

  update(now: number): void {
    if (now - this.lastUpdate < 1) return;
    this.lastUpdate = now;
    this.sendSeq += 1 + Math.floor(Math.random() * 3);
    this.bytesWrite += 6 + Math.floor(Math.random() * 40);
    this.bytesRead += 90 + Math.floor(Math.random() * 40);
    this.mcuStats = {
      mcu_awake: 0.014,
      mcu_task_avg: 0.000159,
      mcu_task_stddev: 0.000127,
      bytes_write: this.bytesWrite,
      bytes_read: this.bytesRead,
      bytes_retransmit: 0,
      bytes_invalid: 0,
      send_seq: this.sendSeq,
      receive_seq: this.sendSeq,
      retransmit_seq: 0,
      srtt: 0.001,
      rttvar: 0.001,
      rto: 0.025,
      ready_bytes: 0,
      upcoming_bytes: 0,
      freq: 180000000 + Math.floor(Math.random() * 400),
    };
    const cpu = process.cpuUsage();
    this.system = {
      sysload: Math.round((loadavg()[0] ?? 0) * 100) / 100,
      cputime: Math.round(((cpu.user + cpu.system) / 1e6) * 1000) / 1000,
      memavail: Math.round(freemem() / 1024),
    };
  }

  mcu(): Record<string, unknown> {
    return {
      mcu_version: SOFTWARE_VERSION,
      mcu_build_versions: 'gcc: (15:12.2.rel1-1) 12.2.1 20221205 binutils: (2.40-2+18+b1) 2.40',
      mcu_constants: {
        ADC_MAX: 4095,
        CLOCK_FREQ: 180000000,
        MCU: 'stm32f446xx',
        PWM_MAX: 255,
        SERIAL_BAUD: 250000,
        STATS_SUMSQ_BASE: 256,
      },
      last_stats: { ...this.mcuStats },
    };
  }

  systemStats(): Record<string, unknown> {
    return { ...this.system };
  }
}
