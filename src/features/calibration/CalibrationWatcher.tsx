// Klipper's calibration helpers as dialogs, on any page, for the printer the tab shows: the paper
// test opens while manual_probe is active and BED_SCREWS_ADJUST's while bed_screws is, whoever
// started them (a button, the console, a macro, another browser); the screws tilt table opens when
// SCREWS_TILT_CALCULATE brings results other than those found when the dashboard connected.
// Renders nothing until then; each dialog is its own chunk.
import { Suspense, useState } from 'react';
import { lazy } from '../../components/lazy';
import { usePrinter, usePrinterField } from '../../state/printer';
import { useObjectSubscription } from '../../state/scope/calls';
import { usePrinterScope } from '../../state/scope/context';
import { tiltResultsKey } from './rules/turns';
import { useToolCommand, useToolOpen } from './use-tool-command';

const ManualProbeDialog = lazy(() => import('./ManualProbeDialog'));
const BedScrewsDialog = lazy(() => import('./BedScrewsDialog'));
const ScrewsTiltDialog = lazy(() => import('./ScrewsTiltDialog'));

/** What the watcher and its dialogs read (a full scope has them anyway). */
export const CALIBRATION_OBJECTS = {
  manual_probe: null,
  bed_screws: null,
  screws_tilt_adjust: null,
  configfile: ['settings'],
};

function ManualProbe() {
  const active = usePrinterField('manual_probe', 'is_active') === true;
  const command = useToolCommand();
  const [open, close] = useToolOpen(active, command);
  if (!open) return null;
  return <ManualProbeDialog active={active} command={command} onClose={close} />;
}

function BedScrews() {
  const active = usePrinterField('bed_screws', 'is_active') === true;
  const command = useToolCommand();
  const [open, close] = useToolOpen(active, command);
  if (!open) return null;
  return <BedScrewsDialog active={active} command={command} onClose={close} />;
}

function ScrewsTilt() {
  const key = usePrinter((s) => {
    const tilt = s.status.screws_tilt_adjust;
    return tilt ? tiltResultsKey(tilt.results) : null;
  });
  const command = useToolCommand();
  const [open, setOpen] = useState(false);
  // The results found first are an earlier run's: only later ones open the dialog.
  const [seen, setSeen] = useState<string | null>(null);
  if (key !== null && key !== seen) {
    setSeen(key);
    if (seen !== null && key !== '') setOpen(true);
  }
  if (!open) return null;
  return (
    <ScrewsTiltDialog
      command={command}
      onClose={() => {
        command.clear();
        setOpen(false);
      }}
    />
  );
}

function Watch() {
  useObjectSubscription('calibration', CALIBRATION_OBJECTS);
  return (
    <Suspense fallback={null}>
      <ManualProbe />
      <BedScrews />
      <ScrewsTilt />
    </Suspense>
  );
}

export default function CalibrationWatcher() {
  // Another printer starts afresh: no dialog or refusal of the one before.
  return <Watch key={usePrinterScope().apiUrl} />;
}
