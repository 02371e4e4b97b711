// One category of the Macros card: a header that opens or closes it (the state is stored, database
// key macros.expanded) and its macros' buttons.
import { useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from '../../../../locales/react';
import type { MacroGroup as Group } from '../../../../lib/macro-categories';
import { setMacroGroupExpanded } from '../../../../state/macros';
import { usePrinterScope } from '../../../../state/scope/context';
import macrosMessages from '../../../../locales/en/macros.json';
import { registerEnglishArea } from '../../../../locales/lazy';
import { MacroButton } from './MacroButton';

registerEnglishArea(macrosMessages);

interface Props {
  group: Group;
  open: boolean;
  printing: boolean;
}

export function MacroGroup({ group, open, printing }: Props) {
  const scope = usePrinterScope();
  const { t } = useTranslation();
  const panelId = useId();
  const name = group.name || t('macros.uncategorized');
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      <ButtonBase
        aria-label={t('macros.group', { name, count: group.macros.length })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => void setMacroGroupExpanded(scope, group.id, !open)}
        sx={{
          width: '100%',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1,
          typography: 'body2',
          fontWeight: 500,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box component="span" sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
          {name}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 1 }}>
            {group.macros.length}
          </Box>
        </Box>
        <ExpandMore
          fontSize="small"
          sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        />
      </ButtonBase>
      {open && (
        <Box
          id={panelId}
          role="group"
          aria-label={name}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 0.5 }}
        >
          {group.macros.map((macro) => (
            <MacroButton key={macro.name} macro={macro} printing={printing} />
          ))}
        </Box>
      )}
    </Box>
  );
}
