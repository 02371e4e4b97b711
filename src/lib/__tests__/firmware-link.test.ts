import { describe, expect, it } from 'vitest';
import type { KlippyState } from '../../../protocol/objects';
import { mcuLinkFault, mcuSection } from '../firmware-link';

// Klipper's words after its serial connect gives up (klippy's MCU error report).
const UNABLE =
  'mcu \'mcu\': Unable to connect\nOnce the underlying issue is corrected, use the\n"FIRMWARE_RESTART" command to reset the firmware, reload the\nconfig, and restart the host software.\nError configuring printer\n';

describe('mcuLinkFault', () => {
  const cases: [string, KlippyState | null, boolean, string, unknown][] = [
    ['the main MCU unreachable', 'error', true, UNABLE, { mcu: 'mcu' }],
    ['a second board unreachable', 'error', true, UNABLE.replace("'mcu'", "'ebb'"), { mcu: 'ebb' }],
    ['reported as a shutdown', 'shutdown', true, UNABLE, { mcu: 'mcu' }],
    ['the bare message without details', 'error', true, 'MCU error during connect', { mcu: null }],
    ['still retrying (startup)', 'startup', true, UNABLE, null],
    ['ready', 'ready', true, 'Printer is ready', null],
    ['Klippy itself not connected', 'error', false, UNABLE, null],
    ['state not known yet', null, true, UNABLE, null],
    [
      'a config error',
      'error',
      true,
      "Option 'bogus' is not valid in section 'printer'\nOnce the underlying issue is corrected, use the \"RESTART\"\ncommand to reload the config and restart the host software.\nPrinter is halted\n",
      null,
    ],
    [
      'communication lost while running',
      'shutdown',
      true,
      'Lost communication with MCU \'mcu\'\nOnce the underlying issue is corrected, use the\n"FIRMWARE_RESTART" command to reset the firmware, reload the\nconfig, and restart the host software.\nPrinter is shutdown\n',
      null,
    ],
    ['a protocol error', 'error', true, 'MCU Protocol error\n\nThis is frequently caused…', null],
  ];
  it.each(cases)('%s', (_name, state, connected, message, expected) => {
    expect(mcuLinkFault(state, connected, message)).toEqual(expected);
  });
});

describe('mcuSection', () => {
  it.each([
    ['mcu', 'mcu'],
    ['ebb', 'mcu ebb'],
  ])('%s → [%s]', (mcu, section) => {
    expect(mcuSection(mcu)).toBe(section);
  });
});
