// Settings › Theme › Logo: Printdeck's own, or an image given by its address (http(s)) or by a path
// on the printer. A valid address is saved once typing has paused (at once when the field is left or
// Enter is pressed); an invalid one shows 'Invalid URL' and is not saved. The preview shows what the
// top bar will show: the image, or Printdeck's logo with a note when the image does not load.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import { logoSource } from '../../../lib/logo';
import { checkLogoUrl } from '../../../lib/logo-check';
import { useConnection } from '../../../state/connection';
import { useSettings } from '../../../state/settings';
import themeSettingsMessages from '../../../locales/en/themeSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(themeSettingsMessages);

/** How long typing must pause before a valid address is saved. */
const SAVE_DELAY_MS = 500;
const PREVIEW_SIZE = 56;
const OWN_LOGO = `${import.meta.env.BASE_URL}favicon.svg`;

type Choice = 'printdeck' | 'custom';

interface Props {
  /** Saves the logo setting ('' for Printdeck's own). */
  onSave: (logo: string) => void;
}

export function LogoSetting({ onSave }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const logo = useSettings((s) => s.theme.logo);
  const apiUrl = useConnection((s) => s.apiUrl);
  const [customChosen, setCustomChosen] = useState(false);
  const choice: Choice = logo !== '' || customChosen ? 'custom' : 'printdeck';
  const [text, setText] = useState(logo);
  const [edited, setEdited] = useState(false);
  const editing = useRef(false);

  // A change from elsewhere (the settings loading, another browser) shows unless the user is typing;
  // going back to Printdeck's logo keeps the address typed, for a way back to it.
  useEffect(() => {
    if (!editing.current && logo !== '') setText(logo);
  }, [logo]);

  const onSaveRef = useRef(onSave);
  useEffect(() => {
    onSaveRef.current = onSave;
  }, [onSave]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);
  const flush = useCallback(() => {
    const value = pending.current;
    cancel();
    if (value !== null) onSaveRef.current(value);
  }, [cancel]);
  // Leaving the page right after typing still saves what was typed.
  useEffect(() => flush, [flush]);

  const checked = checkLogoUrl(text);
  const error =
    edited && !checked.ok
      ? t(checked.rule === 'required' ? 'validation.required' : 'validation.invalidUrl')
      : undefined;
  const previewed = choice === 'custom' ? (checked.ok ? checked.value : logo) : '';
  const source = logoSource(previewed, apiUrl);
  const [failed, setFailed] = useState<string | null>(null);
  const broken = source !== null && failed === source;

  const choose = (next: Choice) => {
    if (next === 'printdeck') {
      cancel();
      setCustomChosen(false);
      if (logo !== '') onSave('');
      return;
    }
    setCustomChosen(true);
    if (checked.ok && checked.value !== logo) onSave(checked.value);
  };

  const change = (next: string) => {
    setText(next);
    setEdited(true);
    const result = checkLogoUrl(next);
    if (!result.ok || result.value === logo) {
      cancel();
      return;
    }
    pending.current = result.value;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <FormLabel id={labelId} sx={{ typography: 'body2' }}>
        {t('themeSettings.logo')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={choice}
        onChange={(_, value) => choose(value as Choice)}
      >
        <FormControlLabel
          value="printdeck"
          control={<Radio size="small" />}
          label={t('themeSettings.printdeckLogo')}
        />
        <FormControlLabel
          value="custom"
          control={<Radio size="small" />}
          label={t('themeSettings.customLogo')}
        />
      </RadioGroup>
      {choice === 'custom' && (
        <TextField
          label={t('themeSettings.logoUrl')}
          value={text}
          size="small"
          fullWidth
          error={!!error}
          helperText={error ?? t('themeSettings.logoHint')}
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoComplete: 'off' } }}
          onFocus={() => {
            editing.current = true;
          }}
          onBlur={() => {
            editing.current = false;
            flush();
            if (checked.ok) setText(checked.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') flush();
          }}
          onChange={(event) => change(event.target.value)}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          component="img"
          src={source === null || broken ? OWN_LOGO : source}
          alt={t('themeSettings.preview')}
          onError={() => setFailed(source)}
          sx={{
            width: PREVIEW_SIZE,
            height: PREVIEW_SIZE,
            p: 0.5,
            objectFit: 'contain',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            flexShrink: 0,
          }}
        />
        {broken && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('themeSettings.previewFailed')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
