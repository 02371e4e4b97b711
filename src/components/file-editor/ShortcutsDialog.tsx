// The editor's keyboard shortcuts (850 wide): the action, then the keys on Windows/Linux and Mac.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../locales/react';
import { SHORTCUTS } from './shortcuts';
import editorMessages from '../../locales/en/editor.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(editorMessages);

const KEY_SX = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', whiteSpace: 'nowrap' };

export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="editor-shortcuts-title"
      slotProps={{ paper: { sx: { width: 850, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="editor-shortcuts-title">{t('editor.keys.title')}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('editor.keys.action')}</TableCell>
              <TableCell>{t('editor.keys.windowsLinux')}</TableCell>
              <TableCell>{t('editor.keys.mac')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SHORTCUTS.map((row) => (
              <TableRow key={row.action}>
                <TableCell>{t(row.action)}</TableCell>
                <TableCell sx={KEY_SX}>{row.pc}</TableCell>
                <TableCell sx={KEY_SX}>{row.mac}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('editor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
