// The render settings dialog: render automatically, the frame rate (or, with a variable frame
// rate, the target length and the min and max rates), the constant rate factor (0–51), pixel
// format, duplicated last frames, preview image and saving the frames, with the video's estimated
// length for the frames taken so far (spec part 2 §9). Each valid change is posted at once.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import { primaryText } from '../../../components/colors';
import { fixed } from '../../../lib/number-format';
import { estimateLength } from '../settings-rules';
import { timelapseCalls } from '../calls';
import timelapseSettingsMessages from '../../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { usePrinterScope } from '../../../state/scope/context';
import { useTimelapse } from '../settings-store';
import { TimelapseRows } from './fields';
import { RENDER_ROWS } from './rows';

registerEnglishArea(timelapseSettingsMessages);

const DIALOG_WIDTH = 480;
const READABLE = {
  '& .MuiInputLabel-root.Mui-focused': { color: primaryText },
  '& .MuiButton-text': { color: primaryText },
};

/** The frames taken so far (machine.timelapse.lastframeinfo), read when the dialog opens. */
function useFrameCount(open: boolean): number {
  const [frames, setFrames] = useState(0);
  const scope = usePrinterScope();
  useEffect(() => {
    const api = scope.api;
    if (!open || !api) return;
    let live = true;
    timelapseCalls(api)
      .lastFrameInfo()
      .then((info) => {
        const count = Number(info.framecount);
        if (live) setFrames(Number.isFinite(count) && count > 0 ? count : 0);
      })
      .catch(() => undefined); // no frames yet: 0
    return () => {
      live = false;
    };
  }, [open, scope]);
  return frames;
}

interface Props {
  open: boolean;
  onClose: () => void;
}

export function RenderSettingsDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const settings = useTimelapse((s) => s.settings);
  const frames = useFrameCount(open);
  if (!settings) return null;
  const estimate = estimateLength(frames, settings);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="timelapse-render-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      sx={READABLE}
    >
      <DialogTitle id="timelapse-render-title">{t('timelapseSettings.renderSettings')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 1 }}>
          <TimelapseRows settings={settings} rows={RENDER_ROWS} />
          <Box role="status" sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('timelapseSettings.frames', { frames })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('timelapseSettings.estimate', {
                seconds: fixed(estimate.seconds, 1),
                fps: fixed(estimate.fps, 1),
              })}
            </Typography>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('timelapseSettings.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
