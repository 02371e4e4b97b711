// What the printers list's actions do: keep the list on the chosen printer, take a printer off the
// shared list, save a printer's tags (a shared printer's in the list kept on its printer), export
// the list to a file and import one. Each answers what happened; the views word it.
import { entriesOf, type SharedEntry } from '../../lib/printer-list';
import {
  PRINTERS_FILE_NAME,
  planImport,
  printersFileText,
  readPrintersFile,
  type FileProblem,
} from '../../lib/printer-file';
import { saveBlob } from '../../moonraker/download';
import { useInstances, type Instance } from '../../state/instances';
import { activeScope } from '../../state/scope/active';
import {
  changeSharedList,
  withoutPrinter,
  withPrinter,
  withTags,
  writeSharedList,
} from '../../state/printer-share-edit';
import { importPrinters, setPrinterTags } from '../../state/instances-edit';

/** Writes the whole list (this browser's printers and the shared ones) to the chosen printer. */
export async function keepListOnChosen(): Promise<boolean> {
  const scope = activeScope();
  if (!scope) return false;
  const entries = entriesOf(useInstances.getState().instances);
  if (!(await writeSharedList(scope, entries))) return false;
  useInstances.getState().receiveShared(scope.apiUrl, entries);
  return true;
}

/** Changes the shared list where it is kept; false when that printer could not be written. */
async function changeShared(change: (entries: SharedEntry[]) => SharedEntry[]): Promise<boolean> {
  const { shared } = useInstances.getState();
  if (!shared) return false;
  const next = await withPrinter(shared.from, (scope) => changeSharedList(scope, change));
  if (!next) return false;
  useInstances.getState().receiveShared(shared.from, next);
  return true;
}

/** Takes `printer` off the shared list (it stays in this browser if this browser added it). */
export function removeFromShared(printer: Instance): Promise<boolean> {
  return changeShared((entries) => withoutPrinter(entries, printer.apiUrl));
}

/** The printer's tags: in this browser, and in the shared list when the printer is on it. */
export async function saveTags(printer: Instance, tags: string[]): Promise<boolean> {
  if (printer.remote && !(await changeShared((entries) => withTags(entries, printer.apiUrl, tags))))
    return false;
  setPrinterTags(printer.apiUrl, tags);
  return true;
}

/** Downloads the list as printdeck-printers.json. */
export function exportList(): void {
  const text = printersFileText(entriesOf(useInstances.getState().instances));
  saveBlob(new Blob([text], { type: 'application/json' }), PRINTERS_FILE_NAME);
}

export type ImportResult =
  { ok: true; added: number; existing: number } | { ok: false; problem: FileProblem };

/** Reads a printers file and adds its new printers; a bad file changes nothing. */
export async function importList(file: Blob): Promise<ImportResult> {
  const reading = readPrintersFile(await file.text());
  if (!reading.ok) return reading;
  return {
    ok: true,
    ...importPrinters(planImport(useInstances.getState().instances, reading.entries)),
  };
}
