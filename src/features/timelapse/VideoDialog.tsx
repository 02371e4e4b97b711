// A timelapse video played in the browser: a dialog with the browser's own video controls, the
// file from /server/files/timelapse/<path>, and a download button.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { primaryText } from '../../components/colors';
import { baseName } from '../../lib/files';
import { timelapseFileUrl } from './event-rules';
import { useAuth } from '../../state/auth';
import { useConnection } from '../../state/connection';
import { downloadItem } from '../../state/file-transfers';
import { usePrinterScope } from '../../state/scope/context';
import timelapsePageMessages from '../../locales/en/timelapsePage.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(timelapsePageMessages);

interface Props {
  /** The video's path in the timelapse root. */
  path: string;
  modified: number;
  onClose: () => void;
}

export default function VideoDialog({ path, modified, onClose }: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const apiUrl = useConnection((s) => s.apiUrl);
  const [failed, setFailed] = useState(false);
  // The token when the dialog opened: a refreshed one must not reload the playing video.
  const [token] = useState(() => useAuth.getState().token);
  const name = baseName(path);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="timelapse-video-title"
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="timelapse-video-title" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </DialogTitle>
      <DialogContent>
        {apiUrl && (
          <Box
            component="video"
            controls
            autoPlay
            // Timelapses have no sound; muted, the browser lets it start by itself.
            muted
            playsInline
            aria-label={name}
            src={timelapseFileUrl(apiUrl, 'timelapse', path, Math.round(modified), token)}
            onError={() => setFailed(true)}
            sx={{ display: 'block', width: '100%', maxHeight: '70vh', bgcolor: 'common.black' }}
          />
        )}
        {failed && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {t('timelapsePage.videoError')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          sx={{ color: primaryText }}
          onClick={() => void downloadItem(scope, 'timelapse', path)}
        >
          {t('timelapsePage.download')}
        </Button>
        <Button sx={{ color: primaryText }} onClick={onClose}>
          {t('timelapsePage.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
