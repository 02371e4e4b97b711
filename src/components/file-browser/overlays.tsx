// What lies over the browser: the drop hint while desktop files are dragged in, and the transfers
// dialog (loaded only while something uploads or downloads).
import { lazy } from '../lazy';
import Box from '@mui/material/Box';
import { useFiles } from '../../state/files';

const TransfersDialog = lazy(() => import('./TransfersDialog'));

export function DropOverlay({ label }: { label: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'primary.main',
        bgcolor: 'action.hover',
        pointerEvents: 'none',
        fontWeight: 600,
      }}
    >
      {label}
    </Box>
  );
}

export function TransfersHost() {
  const busy = useFiles((s) => s.uploads.length + s.downloads.length > 0);
  return busy ? <TransfersDialog /> : null;
}
