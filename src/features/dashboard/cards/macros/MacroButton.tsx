// One macro: its button, and for a macro with parameters a menu button with the parameter form.
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Popover from '@mui/material/Popover';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from '../../../../locales/react';
import { CompactInput } from '../../../../components/CompactInput';
import { primaryText } from '../../../../components/colors';
import { macroCommand, macroEnabled, type Macro } from '../../../../lib/macros';
import { attempt } from '../../../../state/session';
import macrosMessages from '../../../../locales/en/macros.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(macrosMessages);

const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function run(macro: Macro, values: Record<string, string> = {}): void {
  void attempt((api) => api.printer.gcodeScript(macroCommand(macro.name, values)));
}

export function MacroButton({ macro, printing }: { macro: Macro; printing: boolean }) {
  const { t } = useTranslation();
  const formId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const enabled = macroEnabled(macro, printing);
  const colorSx = macro.color
    ? { borderColor: macro.color, color: macro.color, '&:hover': { borderColor: macro.color } }
    : { color: primaryText };
  // The whole name leads the tooltip: a long one ends in an ellipsis on the button.
  const title = [macro.label, enabled ? macro.description : t('macros.disabledWhilePrinting')]
    .filter(Boolean)
    .join(' — ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnchor(null);
    run(macro, values);
  };

  const main = (
    <Button
      variant="outlined"
      size="small"
      disabled={!enabled}
      title={title}
      onClick={() => run(macro)}
      sx={{ textTransform: 'none', minWidth: 0, maxWidth: '100%', ...colorSx }}
    >
      <Box component="span" sx={ELLIPSIS}>
        {macro.label}
      </Box>
    </Button>
  );
  if (macro.params.length === 0) return main;

  const paramsLabel = t('macros.parameters', { name: macro.label });
  return (
    <>
      <ButtonGroup
        size="small"
        variant="outlined"
        disabled={!enabled}
        sx={{ minWidth: 0, maxWidth: '100%' }}
      >
        {main}
        <Button
          aria-label={paramsLabel}
          title={paramsLabel}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ px: 0, minWidth: 28, ...colorSx }}
        >
          <ArrowDropDown fontSize="small" />
        </Button>
      </ButtonGroup>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': paramsLabel } }}
      >
        <Box
          component="form"
          id={formId}
          onSubmit={submit}
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 220 }}
        >
          {macro.params.map((param, i) => (
            <Box
              key={param.name}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
              }}
            >
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                {param.name}
              </Box>
              <CompactInput
                label={param.name}
                width={130}
                autoFocus={i === 0}
                placeholder={param.defaultValue}
                value={values[param.name] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [param.name]: e.target.value }))}
              />
            </Box>
          ))}
          <Button type="submit" variant="contained" size="small" sx={{ alignSelf: 'flex-end' }}>
            {t('macros.runMacro', { name: macro.label })}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
