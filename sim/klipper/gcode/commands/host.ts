// Host-level commands: M112, M115, STATUS, HELP, RESTART, FIRMWARE_RESTART, ECHO, display and respond.

import { SOFTWARE_VERSION } from '../../host_stats';
import type { Printer } from '../../printer';
import { CommandError } from '../parser';

export function registerHostCommands(p: Printer): void {
  const g = p.gcode;
  const always = { whenNotReady: true };
  g.register('M110', () => undefined, always);
  g.register('M112', () => p.host.emergencyStop('Shutdown due to M112 command'), always);
  g.register(
    'M115',
    (cmd) => cmd.respondRaw(`FIRMWARE_NAME:Klipper FIRMWARE_VERSION:${SOFTWARE_VERSION}`),
    always,
  );
  g.register('RESTART', () => p.host.requestRestart('restart'), {
    ...always,
    help: 'Reload config file and restart host software',
  });
  g.register('FIRMWARE_RESTART', () => p.host.requestRestart('firmware_restart'), {
    ...always,
    help: 'Restart firmware, host, and reload config',
  });
  g.register('ECHO', (cmd) => cmd.respondInfo(cmd.line), always);
  g.register(
    'STATUS',
    (cmd) => {
      if (p.host.state() === 'ready') return cmd.respondInfo('Klipper state: Ready');
      throw new CommandError(`${p.host.stateMessage().trimEnd()}\nKlipper state: Not ready`);
    },
    { ...always, help: 'Report the printer status' },
  );
  g.register(
    'HELP',
    (cmd) => {
      const help = Object.entries(g.helpMap()).sort(([a], [b]) => a.localeCompare(b));
      cmd.respondInfo(
        ['Available extended commands:', ...help.map(([c, h]) => `${c.padEnd(10)}: ${h}`)].join(
          '\n',
        ),
      );
    },
    { ...always, help: 'Report the list of available extended G-Code commands' },
  );
  if (p.has('display_status') || p.has('display')) {
    const setMsg = (msg: string): void => {
      p.job.displayMessage = msg === '' ? null : msg;
    };
    g.register('M117', (cmd) => setMsg(cmd.rawParams));
    g.register('SET_DISPLAY_TEXT', (cmd) => setMsg(cmd.str('MSG', '')), {
      help: 'Set or clear the display message',
    });
    g.register('M73', (cmd) => {
      p.job.m73Progress = cmd.float('P', 0, { minval: 0, maxval: 100 }) / 100;
    });
  }
  if (p.has('respond')) {
    const prefix = String(p.config.settings.respond?.default_prefix ?? 'echo:');
    g.register('M118', (cmd) => cmd.respondRaw(`${prefix} ${cmd.rawParams}`));
    g.register(
      'RESPOND',
      (cmd) => {
        const type = cmd.str('TYPE', 'echo').toLowerCase();
        const msg = cmd.str('MSG', '');
        if (type === 'echo') cmd.respondRaw(`${cmd.str('PREFIX', prefix)} ${msg}`);
        else if (type === 'command') cmd.respondRaw(`// ${msg}`);
        else if (type === 'error') cmd.respondRaw(`!! ${msg}`);
        else
          throw new CommandError(
            `RESPOND TYPE '${type}' is invalid. Must be one of 'echo', 'command', or 'error'`,
          );
      },
      { help: 'Echo the message prepended with a prefix' },
    );
  }
  g.register(
    'SET_IDLE_TIMEOUT',
    (cmd) => {
      p.idleTimeout = cmd.float('TIMEOUT', p.idleTimeout, { above: 0 });
      cmd.respondInfo(`idle_timeout: Timeout set to ${p.idleTimeout.toFixed(2)} s`);
    },
    { help: 'Set the idle timeout in seconds' },
  );
}
