import { describe, expect, it } from 'vitest';
import i18n from '../../../../locales/i18n';
import { registerEnglishArea } from '../../../../locales/lazy';
import messages from '../../../../locales/en/settingsBackup.json';
import type { BackupProblem } from '../rules/backup-file';
import { problemText, unknownText } from '../texts';

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
