import { describe, expect, it } from 'vitest';
import i18n from '../../../../locales/i18n';
import { registerEnglishArea } from '../../../../locales/lazy';
import messages from '../../../../locales/en/settingsBackup.json';
import type { BackupProblem } from '../rules/backup-file';
import { problemText, restoreFailedText, unknownText } from '../texts';

registerEnglishArea(messages);
const t = i18n.t.bind(i18n);
/** The text without the isolates placed around inserted values. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('problemText says what is wrong and that nothing changed', () => {
  const cases: [BackupProblem, string][] = [
    [
      { kind: 'json' },
      'This file cannot be read: it is not JSON, or it was cut short. Nothing was changed.',
    ],
    [
      { kind: 'format' },
      'This is not a Printdeck settings backup (a file of another app?). Nothing was changed.',
    ],
    [
      { kind: 'version', version: '2', newer: true },
      'This backup has format version 2, made by a newer Printdeck; this one reads version 1. Nothing was changed.',
    ],
    [
      { kind: 'version', version: 'beta', newer: false },
      "This backup's format version (beta) is not one Printdeck reads. Nothing was changed.",
    ],
    [
      { kind: 'value', path: 'settings.presets.0.name' },
      'This backup holds a value of the wrong kind at settings.presets.0.name. Nothing was changed.',
    ],
    [{ kind: 'empty' }, 'This backup holds no settings Printdeck knows. Nothing was changed.'],
    [
      { kind: 'size', limit: 5 * 1024 * 1024 },
      'This file is too large to be a Printdeck settings backup (over 5 MB). Nothing was changed.',
    ],
  ];
  it.each(cases)('%j', (problem, text) => {
    expect(plain(problemText(t, problem))).toBe(text);
  });
});

describe('unknownText names the first keys left out and counts the rest', () => {
  const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i + 1}`);
  const cases: [number, string][] = [
    [1, 'Not restored, unknown to this Printdeck: k1'],
    [12, `Not restored, unknown to this Printdeck: ${keys(12).join(', ')}`],
    [15, `Not restored, unknown to this Printdeck: ${keys(12).join(', ')} and 3 more`],
  ];
  it.each(cases)('%i keys', (count, text) => {
    expect(plain(unknownText(t, keys(count)))).toBe(text);
  });
});

describe('restoreFailedText says where a restore failed and in what state it left the printer', () => {
  const cases: [string, Parameters<typeof restoreFailedText>[1], string][] = [
    [
      'the current settings unread',
      { ok: false, stage: 'read', error: 'Timeout' },
      "Could not read the printer's current settings before restoring (Timeout). Nothing was changed.",
    ],
    [
      'the first write refused',
      { ok: false, stage: 'write', failed: 'uiSettings', error: 'Read-only', undone: [], kept: [] },
      'The restore failed: interface settings could not be written (Read-only). Nothing was changed.',
    ],
    [
      'a later write refused, the earlier ones put back',
      {
        ok: false,
        stage: 'write',
        failed: 'macros',
        error: 'Disk full',
        undone: ['uiSettings', 'presets'],
        kept: [],
      },
      'The restore failed: macro settings could not be written (Disk full). What had already been written was put back: the settings are as they were.',
    ],
    [
      'a later write refused, some not put back',
      {
        ok: false,
        stage: 'write',
        failed: 'layout',
        error: 'Gone',
        undone: ['presets'],
        kept: ['uiSettings', 'console'],
      },
      'The restore failed: dashboard layout could not be written (Gone), and these could not be put back, so they are now as in the file: interface settings, console filters and history. The rest is as it was.',
    ],
  ];
  it.each(cases)('%s', (_name, result, text) => {
    expect(plain(restoreFailedText(t, result))).toBe(text);
  });
});
