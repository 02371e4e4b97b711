// The frame the fleet's Start and Distribute dialogs share: a title, the fields and results the
// dialog puts inside, and the buttons (Cancel stops a running run first, the action button, Close
// once done).
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FleetButtons } from './FleetResults';
import type { FleetRun } from './use-fleet-run';

export function FleetRunDialog({
  titleId,
  title,
  run,
  onClose,
  action,
  children,
}: {
  titleId: string;
  title: string;
  run: Pick<FleetRun<unknown>, 'phase' | 'close'>;
  onClose: () => void;
  /** The button that starts the run; `hint` is its tooltip. */
  action: { label: string; onClick: () => void; disabled: boolean; hint?: string };
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={run.close} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
      </DialogContent>
      <FleetButtons
        done={run.phase === 'done'}
        onStop={run.close}
        onClose={onClose}
        action={
          <Button
            variant="contained"
            onClick={action.onClick}
            disabled={action.disabled}
            title={action.hint}
          >
            {action.label}
          </Button>
        }
      />
    </Dialog>
  );
}
