// The frame the calibration dialogs share: a title, what runs now (a thin bar and its command),
// Klipper's refusal of the last command, the body and the buttons. A tool that waits for the user
// in Klipper does not close by Escape or a click beside it: only its own buttons end it.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../locales/react';
import calibrationMessages from '../../locales/en/calibration.json';
import { registerEnglishArea } from '../../locales/lazy';
import type { ToolCommand } from './use-tool-command';

registerEnglishArea(calibrationMessages);

interface Props {
  id: string;
  title: string;
  command: ToolCommand;
  /** Called for Escape and a click beside the dialog; omitted while a tool waits in Klipper. */
  onDismiss?: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** The whole screen on phones (a table that needs the width). */
  fullScreenOnPhone?: boolean;
}

export function ToolDialog(props: Props) {
  const { id, title, command, onDismiss, children, actions, fullScreenOnPhone = false } = props;
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = `${id}-title`;
  return (
    <Dialog
      open
      onClose={onDismiss}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreenOnPhone && phone}
      aria-labelledby={titleId}
      data-testid={id}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
        <Box role="status" aria-live="polite" sx={{ minHeight: 24 }}>
          {command.running !== null && (
            <>
              <LinearProgress aria-hidden />
              <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {t('calibration.running', { command: command.running })}
              </Typography>
            </>
          )}
        </Box>
        {command.error !== null && (
          <Alert severity="error" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
            {command.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {actions}
      </DialogActions>
    </Dialog>
  );
}

/** What the dialog of a tool that waits for the user in Klipper gets from the watcher. */
export interface WaitingToolProps {
  /** Klipper's tool still waits; once it has ended only Close is left. */
  active: boolean;
  command: ToolCommand;
  onClose: () => void;
}

/**
 * The buttons of a tool that waits for the user in Klipper (the paper test, the bed screws): Abort,
 * the tool's own buttons, Accept — each sending Klipper's command, all disabled while one runs —
 * and Close once the tool has ended.
 */
export function WaitingToolActions({
  active,
  command,
  onClose,
  children,
}: WaitingToolProps & { children?: ReactNode }) {
  const { t } = useTranslation();
  const busy = command.running !== null;
  if (!active)
    return (
      <Button variant="contained" onClick={onClose}>
        {t('calibration.close')}
      </Button>
    );
  return (
    <>
      <Button color="error" disabled={busy} onClick={() => void command.send('ABORT')}>
        {t('calibration.abort')}
      </Button>
      {children}
      <Button variant="contained" disabled={busy} onClick={() => void command.send('ACCEPT')}>
        {t('calibration.accept')}
      </Button>
    </>
  );
}
