// Macros: a button per visible macro (spec part 1 §2 Macros). A macro that reads parameters has a
// second button opening a small form with a field per parameter (its default as placeholder);
// Run sends `MACRO NAME=value ...`. Disabled while printing when its setting says so. Once a macro
// is in a category (Settings › Macros), the buttons are grouped by category, each group opened or
// closed as the user left it. The cog goes to Settings › Macros.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import PlayCircle from '@mui/icons-material/PlayCircleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslation } from '../../../../locales/react';
import { CardAction } from '../../../../components/CardAction';
import { DashboardCard } from '../../../../components/DashboardCard';
import { macroGroups } from '../../../../lib/macro-categories';
import { visibleMacros } from '../../../../lib/macros';
import { useMacroSettings } from '../../../../state/macros';
import { usePrinter, usePrintState } from '../../../../state/printer';
import { MacroButton } from './MacroButton';
import { MacroGroup } from './MacroGroup';
import macrosMessages from '../../../../locales/en/macros.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(macrosMessages);

export function MacrosCard() {
  const { t } = useTranslation();
  const objects = usePrinter((s) => s.objects);
  const config = usePrinter((s) => s.status.configfile?.config);
  const settings = useMacroSettings();
  const printState = usePrintState();
  const printing = printState === 'printing' || printState === 'paused';
  const macros = useMemo(
    () => visibleMacros(objects, config, settings),
    [objects, config, settings],
  );
  const groups = useMemo(
    () => macroGroups(macros, settings.categories),
    [macros, settings.categories],
  );

  // The card rule hides the card when the printer has no macros; when the user hid every one of
  // them (macro settings), the card shows nothing either.
  if (macros.length === 0) return null;
  return (
    <DashboardCard
      id="macros"
      title={t('layout.cards.macros')}
      icon={PlayCircle}
      actions={
        <CardAction label={t('macros.settings')} icon={SettingsOutlined} to="/settings#macros" />
      }
    >
      {groups.length === 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {macros.map((macro) => (
            <MacroButton key={macro.name} macro={macro} printing={printing} />
          ))}
        </Box>
      ) : (
        <Box sx={{ pb: 1 }}>
          {groups.map((group) => (
            <MacroGroup
              key={group.id}
              group={group}
              open={settings.expanded.includes(group.id)}
              printing={printing}
            />
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
