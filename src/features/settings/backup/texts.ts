// The backup's messages in words: what is wrong with a file, what a restore replaces, and where a
// restore that failed stopped.
import type { TFunction } from '../../../locales/i18n';
import type { RestoreResult } from './actions';
import { BACKUP_VERSION, type BackupProblem } from './rules/backup-file';
import type { RestoreItem } from './rules/from-namespace';
import type { BackupPart } from './rules/schema';
import backupMessages from '../../../locales/en/settingsBackup.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(backupMessages);

export function problemText(t: TFunction, problem: BackupProblem): string {
  switch (problem.kind) {
    case 'json':
      return t('settingsBackup.problems.json');
    case 'format':
      return t('settingsBackup.problems.format');
    case 'version':
      return problem.newer
        ? t('settingsBackup.problems.newer', {
            version: problem.version,
            supported: BACKUP_VERSION,
          })
        : t('settingsBackup.problems.version', { version: problem.version });
    case 'value':
      return t('settingsBackup.problems.value', { path: problem.path });
    case 'empty':
      return t('settingsBackup.problems.empty');
    case 'size':
      return t('settingsBackup.problems.size', { size: problem.limit / (1024 * 1024) });
  }
}

/** At most this many of the keys a restore leaves out are named; the rest are counted. */
export const UNKNOWN_SHOWN = 12;

/** The keys a restore leaves out: the first ones named, the others counted. */
export function unknownText(t: TFunction, unknown: readonly string[]): string {
  const keys = unknown.slice(0, UNKNOWN_SHOWN).join(', ');
  const more = unknown.length - UNKNOWN_SHOWN;
  return t('settingsBackup.dialog.unknown', {
    keys: more > 0 ? t('settingsBackup.dialog.unknownMore', { keys, count: more }) : keys,
  });
}

/** A part's name in a sentence ('thermal presets'). */
export function partName(t: TFunction, part: BackupPart): string {
  return t(`settingsBackup.names.${part}`);
}

/** A line of the restore's confirmation ('Thermal presets: 3 (now 5)'). */
export function itemText(t: TFunction, item: RestoreItem): string {
  const label = t(`settingsBackup.parts.${item.part}`);
  if (item.count === undefined) return label;
  return item.now === undefined
    ? t('settingsBackup.counted', { label, count: item.count })
    : t('settingsBackup.countedNow', { label, count: item.count, now: item.now });
}

export function restoreFailedText(
  t: TFunction,
  result: Extract<RestoreResult, { ok: false }>,
): string {
  if (result.stage === 'read')
    return t('settingsBackup.restoreReadFailed', { error: result.error });
  const part = partName(t, result.failed);
  if (result.kept.length === 0)
    return result.undone.length === 0
      ? t('settingsBackup.failedFirst', { part, error: result.error })
      : t('settingsBackup.failedUndone', { part, error: result.error });
  return t('settingsBackup.failedKept', {
    part,
    error: result.error,
    kept: result.kept.map((done) => partName(t, done)).join(', '),
  });
}
