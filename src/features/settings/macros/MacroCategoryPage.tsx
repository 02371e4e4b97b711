// /settings/macros/{categoryId} (spec part 2 §2 'Macro category page'): a category's macros with a
// search by name, All on / All off for their visibility, and a row per macro — upper-cased name,
// its colour, its description, a visibility switch — that opens the edit dialog. Id 0 is
// Uncategorized; an unknown id goes back to /settings#macros once the settings have loaded.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from '../../../locales/react';
import { Link, Redirect, useParams } from 'wouter';
import { primaryText } from '../../../components/colors';
import { LoadingBar } from '../../../components/LoadingBar';
import { clampLines } from '../../../components/clamp';
import { ToggleSwitch } from '../../../components/ToggleSwitch';
import { visuallyHidden } from '../../../components/visually-hidden';
import { categoryMacros, macroDescription } from '../../../lib/macro-categories';
import { listMacros, UNCATEGORIZED, type Macro } from '../../../lib/macros';
import { updateMacros, useMacroSettings } from '../../../state/macros';
import { usePrinterScope } from '../../../state/scope/context';
import { usePrinter } from '../../../state/printer';
import macroSettingsMessages from '../../../locales/en/macroSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { MacroEditDialog } from './MacroEditDialog';

registerEnglishArea(macroSettingsMessages);

function MacroRow({ macro, onOpen }: { macro: Macro; onOpen: () => void }) {
  const scope = usePrinterScope();
  const { t } = useTranslation();
  const description = macroDescription(macro.description);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        borderTop: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: macro.color || 'transparent',
      }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={t('macroSettings.editTitle', { name: macro.name })}
        sx={{
          flex: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          textAlign: 'left',
          px: 2,
          py: 1,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" title={macro.name} sx={{ fontWeight: 500, ...clampLines(2) }}>
            {/* Isolated: a name's bidi controls must not reorder the label after it. */}
            <bdi>{macro.name}</bdi>
            {macro.label !== macro.name && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' · '}
                <bdi>{macro.label}</bdi>
              </Box>
            )}
          </Typography>
          {description && (
            <Typography
              variant="caption"
              title={description}
              sx={{ color: 'text.secondary', ...clampLines(2) }}
            >
              {description}
            </Typography>
          )}
        </Box>
      </ButtonBase>
      {/* The switch's name is read, not shown: the row names the macro. */}
      <Box sx={{ pr: 2, '& label': visuallyHidden }}>
        <ToggleSwitch
          label={t('macroSettings.showMacro', { name: macro.name })}
          checked={macro.visible}
          onChange={(visible) => void updateMacros(scope, [macro.name], { visible })}
        />
      </Box>
    </Box>
  );
}

export default function MacroCategoryPage() {
  const scope = usePrinterScope();
  const { t } = useTranslation();
  const { categoryId = UNCATEGORIZED } = useParams<{ categoryId: string }>();
  const objects = usePrinter((s) => s.objects);
  const config = usePrinter((s) => s.status.configfile?.config);
  const settings = useMacroSettings();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Macro | null>(null);
  const all = useMemo(() => listMacros(objects, config, settings), [objects, config, settings]);
  const macros = useMemo(() => categoryMacros(all, categoryId, query), [all, categoryId, query]);

  const category = settings.categories.find((c) => c.id === categoryId);
  if (categoryId !== UNCATEGORIZED && !category) {
    if (!settings.loaded) return <LoadingBar label={t('app.loading')} />;
    return <Redirect to="/settings#macros" replace />;
  }
  const name = category ? category.name : t('macroSettings.uncategorized');
  const names = macros.map((m) => m.name);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton
          component={Link}
          to="/settings#macros"
          aria-label={t('macroSettings.back')}
          title={t('macroSettings.back')}
        >
          <ArrowBack />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      </Box>
      <Card component="section" aria-label={name}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2 }}>
          <TextField
            size="small"
            type="search"
            label={t('macroSettings.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            sx={{ flex: '1 1 200px' }}
          />
          <Button
            variant="outlined"
            sx={{ color: primaryText }}
            disabled={names.length === 0}
            onClick={() => void updateMacros(scope, names, { visible: true })}
          >
            {t('macroSettings.allOn')}
          </Button>
          <Button
            variant="outlined"
            sx={{ color: primaryText }}
            disabled={names.length === 0}
            onClick={() => void updateMacros(scope, names, { visible: false })}
          >
            {t('macroSettings.allOff')}
          </Button>
        </Box>
        {macros.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
            {t('macroSettings.noMacros')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={name} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {macros.map((macro) => (
              <MacroRow key={macro.name} macro={macro} onOpen={() => setEditing(macro)} />
            ))}
          </Box>
        )}
      </Card>
      {editing && (
        <MacroEditDialog
          macro={editing}
          categories={settings.categories}
          onClose={() => setEditing(null)}
          onSave={(patch) => {
            void updateMacros(scope, [editing.name], patch);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
