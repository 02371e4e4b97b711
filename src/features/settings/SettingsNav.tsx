// The section links of /settings: a 180-wide column beside the sections on wide screens, a list
// above them on phones. The section in view is marked (aria-current); a click scrolls smoothly to
// the section, 60 px below the header, and puts its anchor in the address.
import Box from '@mui/material/Box';
import { useTranslation } from '../../locales/react';
import { primaryText } from '../../components/colors';
import { HEADER_OFFSET_PX, scrollToSection } from './scrolling';
import type { SettingsSection } from '../../components/settings-section';
import settingsMessages from '../../locales/en/settings.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(settingsMessages);

/** Spec part 2 §9: the settings drawer is 180 wide. */
export const SETTINGS_DRAWER_WIDTH = 180;

interface Props {
  sections: readonly SettingsSection[];
  current: string | undefined;
}

export function SettingsNav({ sections, current }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('settings.sections')}
      sx={{
        position: { md: 'sticky' },
        top: { md: HEADER_OFFSET_PX },
        alignSelf: 'start',
        width: { md: SETTINGS_DRAWER_WIDTH },
      }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          flexWrap: 'wrap',
          gap: { xs: 0.5, md: 0.25 },
        }}
      >
        {sections.map((section) => {
          const active = section.id === current;
          return (
            <li key={section.id}>
              <Box
                component="a"
                href={`#${section.id}`}
                aria-current={active ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection(section.id, true);
                }}
                sx={{
                  display: 'block',
                  px: 1.5,
                  py: { xs: 0.5, md: 0.75 },
                  borderRadius: 1,
                  typography: 'body2',
                  textDecoration: 'none',
                  color: 'text.primary',
                  boxShadow: active ? (theme) => `inset 3px 0 0 ${primaryText(theme)}` : 'none',
                  fontWeight: active ? 600 : 400,
                  bgcolor: active ? 'action.selected' : 'transparent',
                  border: { xs: 1, md: 0 },
                  borderColor: { xs: 'divider' },
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                {t(section.title)}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
