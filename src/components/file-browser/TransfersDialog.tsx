// Upload and download progress (max width 500): percent, speed, cancel; uploads show processing
// after 100 % until the server answers.
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Close from '@mui/icons-material/Close';
import { useTranslation } from '../../locales/react';
import { useShallow } from 'zustand/react/shallow';
import { baseName } from '../../lib/files';
import { cancelDownload, cancelUpload } from '../../state/file-transfers';
import { useFiles, type TransferRecord } from '../../state/files';
import { usePrinterScope } from '../../state/scope/context';
import filesMessages from '../../locales/en/files.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);

function Row({ record, kind }: { record: TransferRecord; kind: 'upload' | 'download' }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const name = baseName(record.filepath);
  const processing = kind === 'upload' && record.processing;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: '0.875rem' }}
        >
          <Box
            component="span"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            title={record.filepath}
          >
            {name}
          </Box>
          <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
            {processing
              ? t('files.processing')
              : `${record.percent}% · ${record.speed} ${record.unit}/s`}
          </Box>
        </Box>
        <LinearProgress
          variant={processing ? 'indeterminate' : 'determinate'}
          value={record.percent}
          aria-label={name}
        />
      </Box>
      <IconButton
        size="small"
        aria-label={t(kind === 'upload' ? 'files.cancelUpload' : 'files.cancelDownload', { name })}
        onClick={() =>
          kind === 'upload' ? cancelUpload(scope, record.id) : cancelDownload(scope, record.id)
        }
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}

export default function TransfersDialog() {
  const { t } = useTranslation();
  const uploads = useFiles(useShallow((s) => s.uploads.filter((u) => !u.complete && !u.cancelled)));
  const downloads = useFiles((s) => s.downloads);
  const open = uploads.length + downloads.length > 0;
  return (
    <Dialog
      open={open}
      fullWidth
      hideBackdrop
      disableEnforceFocus
      disableScrollLock
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      aria-labelledby="transfers-title"
    >
      <DialogTitle id="transfers-title">
        {uploads.length > 0 ? t('files.uploads') : t('files.downloads')}
      </DialogTitle>
      <DialogContent>
        {uploads.map((record) => (
          <Row key={`u${record.id}`} record={record} kind="upload" />
        ))}
        {downloads.map((record) => (
          <Row key={`d${record.id}`} record={record} kind="download" />
        ))}
      </DialogContent>
    </Dialog>
  );
}
