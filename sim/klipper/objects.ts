// Status objects of printer.objects.list / query, in Klipper's order, each a function of eventtime.

import type { Printer } from './printer';

export type StatusFn = (eventtime: number) => Record<string, unknown>;

export function buildObjects(p: Printer): Map<string, StatusFn> {
  const o = new Map<string, StatusFn>();
  const settings = p.config.settings;
  const rawConfig = p.config.rawObject();
  o.set('gcode', () => ({ commands: p.gcode.commandsStatus() }));
  o.set('webhooks', () => ({ state: p.host.state(), state_message: p.host.stateMessage() }));
  o.set('configfile', () => ({
    config: rawConfig,
    settings,
    save_config_pending: false,
    save_config_pending_items: {},
    warnings: [],
  }));
  o.set('mcu', () => p.stats.mcu());
  for (const m of p.macros.values()) o.set(`gcode_macro ${m.name}`, () => m.getStatus());
  const isExtruder = (n: string): boolean => p.extruders.has(n);
  const heaterNames = [
    ...[...p.heaters.keys()].filter((n) => !isExtruder(n)),
    ...p.extruders.keys(),
  ];
  o.set('heaters', () => ({
    available_heaters: [...heaterNames],
    available_sensors: [...heaterNames, ...p.sensors.keys(), ...p.temperatureFans.keys()],
    available_monitors: [],
  }));
  for (const [name, h] of p.heaters) if (!isExtruder(name)) o.set(name, () => h.getStatus());
  for (const [name, s] of p.sensors) o.set(name, () => s.getStatus());
  for (const [name, f] of p.temperatureFans) o.set(name, () => f.getStatus());
  if (p.partFan) {
    const fan = p.partFan;
    o.set('fan', () => fan.getStatus());
  }
  for (const f of [...p.heaterFans, ...p.controllerFans]) o.set(f.name, () => f.getStatus());
  o.set('stepper_enable', () => ({
    steppers: Object.fromEntries(
      ['stepper_x', 'stepper_y', 'stepper_z', ...p.extruders.keys()].map((s) => [
        s,
        p.toolhead.enabled.has(s),
      ]),
    ),
  }));
  if (p.has('pause_resume')) o.set('pause_resume', () => ({ is_paused: p.job.isPaused }));
  if (p.has('display_status')) o.set('display_status', () => p.job.displayStatus());
  o.set('gcode_move', () => p.gcodeMove.getStatus());
  if (p.has('exclude_object')) o.set('exclude_object', () => p.job.excludeObject());
  if (p.has('virtual_sdcard')) {
    o.set('print_stats', () => p.job.printStats());
    o.set('virtual_sdcard', () => p.job.virtualSdcard());
  }
  o.set('query_endstops', () => p.endstops.getStatus());
  o.set('motion_report', (now) => {
    const live = p.toolhead.liveVelocity(now);
    return {
      live_position: p.toolhead.livePosition(now),
      live_velocity: Math.round(live.velocity * 1000) / 1000,
      live_extruder_velocity: Math.round(live.extruder * 1000) / 1000,
      steppers: [...p.extruders.keys(), 'stepper_x', 'stepper_y', 'stepper_z'],
      trapq: [...p.extruders.keys(), 'toolhead'],
    };
  });
  o.set('toolhead', (now) => p.toolhead.getStatus(now));
  for (const [name, ext] of p.extruders) o.set(name, () => ext.getStatus());
  o.set('idle_timeout', (now) => ({
    state: p.idleState,
    printing_time:
      p.idleState === 'Printing' ? Math.round((now - p.printingSince) * 1000) / 1000 : 0,
    idle_timeout: p.idleTimeout,
  }));
  o.set('system_stats', () => p.stats.systemStats());
  return o;
}
