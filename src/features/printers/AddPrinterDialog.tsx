// Add a printer by its API address. The address is checked 750 ms after typing stops; a newer
// check cancels the pending one; Save needs a verified address (a 401 counts as reachable).
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from '../../locales/react';
import { parseApiUrl } from '../../lib/api-url';
import { debounce } from '../../lib/debounce';
import { probeApi, type ProbeResult } from '../../moonraker/probe';
import { useInstances } from '../../state/instances';
import { startSession } from '../../state/session';
import { useUi } from '../../state/ui';
import printersMessages from '../../locales/en/printers.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(printersMessages);

export const URL_CHECK_DEBOUNCE_MS = 750;
type Check = 'unverified' | 'verifying' | 'verified' | 'error';

export default function AddPrinterDialog() {
  const { t } = useTranslation();
  const open = useUi((s) => s.addPrinterOpen);
  const [text, setText] = useState('');
  const [check, setCheck] = useState<Check>('unverified');
  const [problem, setProblem] = useState<ProbeResult | null>(null);
  const pending = useRef<AbortController | null>(null);
  const url = parseApiUrl(text);
  const fieldError =
    text.trim() === '' ? t('validation.required') : url ? null : t('validation.invalidUrl');

  const verify = useMemo(
    () =>
      debounce((target: string) => {
        pending.current?.abort();
        const controller = new AbortController();
        pending.current = controller;
        void probeApi(target, controller.signal).then((result) => {
          if (controller.signal.aborted || result === 'cancelled') return;
          setCheck(result === 'reachable' ? 'verified' : 'error');
          setProblem(result === 'reachable' ? null : result);
        });
      }, URL_CHECK_DEBOUNCE_MS),
    [],
  );

  useEffect(() => {
    pending.current?.abort();
    if (!url) {
      verify.cancel();
      setCheck('unverified');
      return;
    }
    setCheck('verifying');
    verify(url);
  }, [url, verify]);

  const close = () => {
    pending.current?.abort();
    verify.cancel();
    setText('');
    useUi.setState({ addPrinterOpen: false });
  };
  const save = () => {
    if (!url || check !== 'verified') return;
    useInstances.getState().add(url);
    useInstances.getState().activate(url);
    close();
    void startSession(url);
  };

  const adornment =
    check === 'verifying' ? (
      <CircularProgress size={18} aria-label={t('printers.verifying')} />
    ) : check === 'verified' ? (
      <CheckCircle color="success" aria-label={t('printers.verified')} />
    ) : check === 'error' ? (
      <ErrorOutline color="error" aria-label={t('printers.unreachable')} />
    ) : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: 320, m: 2 } } }}
      aria-labelledby="add-printer-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogTitle id="add-printer-title">{t('printers.add')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('printers.apiUrl')}
            placeholder="http://printer.local:7125"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={text !== '' && fieldError !== null}
            helperText={text !== '' ? fieldError : t('printers.apiUrlHint')}
            slotProps={{
              input: {
                endAdornment: adornment && (
                  <InputAdornment position="end">{adornment}</InputAdornment>
                ),
              },
            }}
          />
          {check === 'error' && problem === 'cors' && (
            <Alert severity="warning">{t('printers.corsBlocked')}</Alert>
          )}
          {check === 'error' && problem === 'other' && (
            <Alert severity="error">{t('printers.notMoonraker')}</Alert>
          )}
          {check === 'error' && problem !== 'cors' && problem !== 'other' && (
            <Alert severity="error">{t('printers.cannotConnect')}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={check !== 'verified'}>
            {t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
