// Settings › Theme: dark or light, the primary colour: typed as #rrggbb or picked (the picker saves
// once it has been still for 500 ms), applied to the whole interface, and the top bar's logo.
import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { HexColorPicker } from 'react-colorful';
import { useTranslation } from '../../../locales/react';
import { PageCard } from '../../../components/PageCard';
import { primaryText } from '../../../components/colors';
import { debounce } from '../../../lib/debounce';
import { checkColour } from '../../../lib/settings-validation';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../state/settings';
import settingsMessages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { saveSetting } from '../components/save';
import { LogoSetting } from './LogoSetting';
import { SettingsGrid } from '../components/SettingsGrid';
import { SwitchSetting } from '../components/SwitchSetting';
import { TextSetting } from '../components/TextSetting';

registerEnglishArea(settingsMessages);

/** Spec part 2 §9: the picker's width and how long it waits before saving. */
const PICKER_WIDTH = 208;
const PICKER_DEBOUNCE_MS = 500;
const DEFAULT_PRIMARY = DEFAULT_UI_SETTINGS.theme.primaryColor;

const showColour = (value: string) => value;
const saveLogo = (logo: string) => saveSetting('theme', 'logo', logo);

export default function ThemeSection() {
  const { t } = useTranslation();
  const theme = useSettings((s) => s.theme);
  const [picked, setPicked] = useState(theme.primaryColor);

  useEffect(() => setPicked(theme.primaryColor), [theme.primaryColor]);

  const savePicked = useMemo(
    () =>
      debounce(
        (colour: string) => saveSetting('theme', 'primaryColor', colour),
        PICKER_DEBOUNCE_MS,
      ),
    [],
  );
  useEffect(() => () => savePicked.cancel(), [savePicked]);

  return (
    <PageCard id="theme-card" title={t('settings.theme.title')} divided>
      <SettingsGrid>
        <SwitchSetting
          label={t('settings.theme.dark')}
          checked={theme.isDark}
          onChange={(value) => saveSetting('theme', 'isDark', value)}
        />
        <Box />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <TextSetting
            label={t('settings.theme.primaryColor')}
            value={theme.primaryColor}
            check={checkColour}
            format={showColour}
            onSave={(value) => saveSetting('theme', 'primaryColor', value)}
          />
          <Box
            role="group"
            aria-label={t('settings.theme.picker')}
            sx={{
              width: PICKER_WIDTH,
              '& .react-colorful': { width: PICKER_WIDTH, height: 160 },
            }}
          >
            <HexColorPicker
              color={picked}
              onChange={(colour) => {
                setPicked(colour);
                savePicked(colour);
              }}
            />
          </Box>
          <Box>
            <Button
              size="small"
              variant="outlined"
              sx={{ color: primaryText }}
              disabled={theme.primaryColor.toLowerCase() === DEFAULT_PRIMARY.toLowerCase()}
              onClick={() => {
                savePicked.cancel();
                saveSetting('theme', 'primaryColor', DEFAULT_PRIMARY);
              }}
            >
              {t('settings.theme.reset')}
            </Button>
          </Box>
        </Box>
        <LogoSetting onSave={saveLogo} />
      </SettingsGrid>
    </PageCard>
  );
}
