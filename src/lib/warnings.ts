// Whether there is anything to warn about (spec part 2 §2 'Warnings panel', §8): what the printer's
// configuration lacks, Klipper's configuration warnings, Moonraker's failed components and warnings.
// The first page needs only this cheap check; the list itself is in warnings-list.ts, which loads
// with the first warning. No texts here: the panel and the notification source word them.
import type { ConfigWarning, SectionSettings } from '../../protocol/objects';
import type { PrinterWarning } from './warnings-list';

export type { PrinterWarning };

/** A section (or macro) the dashboard needs and the printer's configuration lacks. */
export type ConfigWarningKind = 'virtualSdcard' | 'pauseResume' | 'displayStatus' | 'cancelPrint';

export interface WarningsInput {
  /** configfile.settings (section names lower case); undefined while Klipper has not reported. */
  settings: Record<string, SectionSettings> | undefined;
  /** configfile.warnings. */
  klipper: readonly ConfigWarning[] | undefined;
  /** server.info failed_components. */
  failedComponents: readonly string[];
  /** server.info warnings. */
  moonraker: readonly string[];
}

/** CANCEL_PRINT exists: Klipper's own (with [pause_resume]) or a macro that does not wrap it. */
function hasCancelPrint(settings: Record<string, SectionSettings>): boolean {
  if ('pause_resume' in settings) return true;
  const macro = settings['gcode_macro cancel_print'];
  if (!macro) return false;
  // A macro with rename_existing wraps Klipper's CANCEL_PRINT, which needs [pause_resume].
  const renamed = macro.rename_existing;
  return typeof renamed !== 'string' || renamed.trim() === '';
}

/** The sections (or CANCEL_PRINT) the configuration lacks, in the spec's order. */
export function configGaps(settings: Record<string, SectionSettings>): ConfigWarningKind[] {
  const gaps: ConfigWarningKind[] = [];
  if (!('virtual_sdcard' in settings)) gaps.push('virtualSdcard');
  if (!('pause_resume' in settings)) gaps.push('pauseResume');
  if (!('display_status' in settings || 'display' in settings)) gaps.push('displayStatus');
  if (!hasCancelPrint(settings)) gaps.push('cancelPrint');
  return gaps;
}

/**
 * Whether there is anything to warn about: cheap, for the first page (the list itself and its
 * texts load only then).
 */
export function hasAnyWarning(input: WarningsInput): boolean {
  return (
    (input.settings !== undefined && configGaps(input.settings).length > 0) ||
    (input.klipper?.length ?? 0) > 0 ||
    input.failedComponents.length > 0 ||
    input.moonraker.length > 0
  );
}
