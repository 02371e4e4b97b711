// The card without a preview: nothing loaded (with 'Load current file' when a print is loaded), a
// file being read, or a file that cannot be previewed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../locales/react';
import { previewFile, useGcodePreview } from '../../../../state/gcode-preview';
import { usePrinterScope } from '../../../../state/scope/context';
import { usePrintFilename, usePrinterField } from '../../../../state/printer';
import gcodeMessages from '../../../../locales/en/gcode.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(gcodeMessages);

export function EmptyState() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const status = useGcodePreview((s) => s.status);
  const path = useGcodePreview((s) => s.path);
  const filename = usePrintFilename();
  const size = usePrinterField('virtual_sdcard', 'file_size');
  let text: string = t('gcode.empty');
  if (status === 'unsupported') text = t('gcode.unsupported');
  else if (status === 'ready') text = t('gcode.noMoves');
  else if (status !== 'idle' && path) text = t('gcode.parsingFile', { name: path });
  return (
    <Box sx={{ px: 2, pb: 3, pt: 1, textAlign: 'center' }}>
      {status !== 'idle' && path && (
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {path}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {text}
      </Typography>
      {filename && status !== 'parsing' && status !== 'confirm' && filename !== path && (
        <Button
          variant="outlined"
          size="small"
          onClick={() => previewFile(scope, filename, size || null)}
        >
          {t('gcode.loadCurrent')}
        </Button>
      )}
    </Box>
  );
}
