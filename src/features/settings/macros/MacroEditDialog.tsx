// One macro's settings (spec part 2 §2 'Macro category page'): a persistent dialog, 480 wide, with
// the alias, the category, the colour (reset, or picked), disabled while printing and visible.
// Nothing is stored before Save.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import FormatColorReset from '@mui/icons-material/FormatColorReset';
import { HexColorPicker } from 'react-colorful';
import { useTranslation } from '../../../locales/react';
import { EditDialog } from '../../../components/EditDialog';
import { SelectField } from '../../../components/EditFields';
import { primaryText } from '../../../components/colors';
import { ToggleSwitch } from '../../../components/ToggleSwitch';
import type { MacroPatch } from '../../../lib/macro-categories';
import { UNCATEGORIZED, type Macro, type MacroCategory } from '../../../lib/macros';
import macroSettingsMessages from '../../../locales/en/macroSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(macroSettingsMessages);

/** Spec part 2 §9: the edit dialog's width and the colour picker's. */
const DIALOG_WIDTH = 480;
const PICKER_WIDTH = 208;
const HEX = /^#[0-9a-f]{6}$/i;

interface Props {
  macro: Macro;
  categories: readonly MacroCategory[];
  onSave: (patch: MacroPatch) => void;
  onClose: () => void;
}

export function MacroEditDialog({ macro, categories, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [alias, setAlias] = useState(macro.label === macro.name ? '' : macro.label);
  const [categoryId, setCategoryId] = useState(macro.categoryId);
  const [color, setColor] = useState(macro.color);
  const [disabledWhilePrinting, setDisabledWhilePrinting] = useState(macro.disabledWhilePrinting);
  const [visible, setVisible] = useState(macro.visible);
  const colorValid = color === '' || HEX.test(color);

  const submit = () => {
    if (!colorValid) return;
    onSave({
      alias: alias.trim(),
      categoryId: categoryId === UNCATEGORIZED ? '' : categoryId,
      color,
      disabledWhilePrinting,
      visible,
    });
  };

  return (
    <EditDialog
      title={t('macroSettings.editTitle', { name: macro.name })}
      width={DIALOG_WIDTH}
      paperSx={{ maxWidth: 'calc(100% - 32px)' }}
      gap={2}
      persistent
      saveDisabled={!colorValid}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('macroSettings.alias')}
        value={alias}
        placeholder={macro.name}
        onChange={(e) => setAlias(e.target.value)}
        fullWidth
      />
      <SelectField
        label={t('macroSettings.category')}
        value={categoryId}
        options={[UNCATEGORIZED, ...categories.map((c) => c.id)]}
        optionLabel={(id) =>
          categories.find((c) => c.id === id)?.name ?? t('macroSettings.uncategorized')
        }
        onChange={setCategoryId}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          label={t('macroSettings.color')}
          value={color}
          placeholder="#rrggbb"
          onChange={(e) => setColor(e.target.value.trim())}
          error={!colorValid}
          helperText={colorValid ? ' ' : t('macroSettings.invalidColor')}
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 18,
                    height: 18,
                    mr: 1,
                    flexShrink: 0,
                    borderRadius: '50%',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: colorValid && color ? color : 'transparent',
                  }}
                />
              ),
            },
          }}
        />
        <Button
          startIcon={<FormatColorReset />}
          onClick={() => setColor('')}
          disabled={color === ''}
          sx={{ mt: 1, color: primaryText }}
        >
          {t('macroSettings.resetColor')}
        </Button>
      </Box>
      <Box
        role="group"
        aria-label={t('macroSettings.colorPicker')}
        sx={{ width: PICKER_WIDTH, '& .react-colorful': { width: PICKER_WIDTH, height: 160 } }}
      >
        <HexColorPicker color={colorValid && color ? color : '#ffffff'} onChange={setColor} />
      </Box>
      <ToggleSwitch
        label={t('macroSettings.disabledWhilePrinting')}
        checked={disabledWhilePrinting}
        onChange={setDisabledWhilePrinting}
        placement="start"
      />
      <ToggleSwitch
        label={t('macroSettings.visible')}
        checked={visible}
        onChange={setVisible}
        placement="start"
      />
    </EditDialog>
  );
}
