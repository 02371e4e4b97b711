// The spool check before a print: on a printer whose Moonraker has the spoolman component and an
// active spool, the file's metadata (filament_weight_total, filament_type) against the spool as
// Spoolman has it now. Says nothing when Spoolman is not connected or no spool is set. Its step,
// asked before that where Settings › Spoolman says so: which spool to print with.
import type { PrinterScope } from '../../state/scope/printer-scope';
import type { PrintStep, PrintWarning } from '../../components/print-checks';
import { lazy } from '../../components/lazy';
import { formatWeight } from '../../lib/format';
import i18n from '../../locales/i18n';
import spoolmanMessages from '../../locales/en/spoolman.json';
import { registerEnglishArea } from '../../locales/lazy';
import { spoolmanCalls } from '../../moonraker/spoolman-calls';
import { serverStore } from '../../state/server';
import { useSettings } from '../../state/settings';
import { checkSpool } from './rules/spool-check';
import { spoolSummary } from './rules/spool-view';

registerEnglishArea(spoolmanMessages);

const askSpool: PrintStep = {
  id: 'spoolman.ask',
  Component: lazy(() => import('./AskSpoolDialog')),
};

/** Asks which spool to print with when the setting is on and Spoolman is connected. */
export async function ask(scope: PrinterScope): Promise<PrintStep | null> {
  const api = scope.api;
  if (!useSettings.getState().spoolman.askSpoolOnStart) return null;
  if (!api || !scope.get(serverStore).getState().components.includes('spoolman')) return null;
  const status = await spoolmanCalls(api).status();
  return status.spoolman_connected ? askSpool : null;
}

export default async function checkPrint(
  scope: PrinterScope,
  filename: string,
): Promise<PrintWarning[]> {
  const api = scope.api;
  if (!api || !scope.get(serverStore).getState().components.includes('spoolman')) return [];
  const calls = spoolmanCalls(api);
  const status = await calls.status();
  if (!status.spoolman_connected || status.spool_id === null) return [];
  const [spool, metadata] = await Promise.all([
    calls.spool(status.spool_id),
    api.files.metadata(filename),
  ]);
  const summary = spoolSummary(spool);
  const name = summary.name ? `#${spool.id} (${summary.name})` : `#${spool.id}`;
  return checkSpool(spool, metadata).map((problem) =>
    problem.kind === 'short'
      ? {
          id: 'spoolman.short',
          text: i18n.t('spoolman.check.short', {
            need: formatWeight(problem.needGrams),
            left: formatWeight(problem.leftGrams),
            spool: name,
          }),
        }
      : {
          id: 'spoolman.material',
          text: i18n.t('spoolman.check.material', {
            file: problem.fileMaterials.join(', '),
            material: problem.spoolMaterial,
            spool: name,
          }),
        },
  );
}
