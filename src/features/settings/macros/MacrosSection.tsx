// Settings › Macros (spec part 2 §2, §4): the macro categories with their macro counts —
// Uncategorized first —, add, rename and remove (its macros become Uncategorized). A category opens
// its page, /settings/macros/{id}, where its macros are edited.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { primaryText } from '../../../components/colors';
import { PageCard } from '../../../components/PageCard';
import { categorySummaries } from '../../../lib/macro-categories';
import { listMacros, type MacroCategory } from '../../../lib/macros';
import {
  addMacroCategory,
  removeMacroCategory,
  renameMacroCategory,
  useMacroSettings,
} from '../../../state/macros';
import { usePrinterScope } from '../../../state/scope/context';
import { usePrinter } from '../../../state/printer';
import macroSettingsMessages from '../../../locales/en/macroSettings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { CategoryDialog } from './CategoryDialog';

registerEnglishArea(macroSettingsMessages);

type Editing = { kind: 'add' } | { kind: 'rename'; category: MacroCategory };

export default function MacrosSection() {
  const scope = usePrinterScope();
  const { t } = useTranslation();
  const objects = usePrinter((s) => s.objects);
  const config = usePrinter((s) => s.status.configfile?.config);
  const settings = useMacroSettings();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<MacroCategory | null>(null);
  const summaries = useMemo(
    () => categorySummaries(listMacros(objects, config, settings), settings.categories),
    [objects, config, settings],
  );

  return (
    <PageCard
      id="macros-card"
      title={t('macroSettings.title')}
      divided
      actions={
        <Button
          size="small"
          variant="outlined"
          startIcon={<Add />}
          sx={{ color: primaryText }}
          onClick={() => setEditing({ kind: 'add' })}
        >
          {t('macroSettings.addCategory')}
        </Button>
      }
    >
      <Box component="h3" sx={{ typography: 'subtitle2', m: 0, mb: 1 }}>
        {t('macroSettings.categories')}
      </Box>
      <List dense disablePadding aria-label={t('macroSettings.categories')}>
        {summaries.map((summary) => {
          const category = settings.categories.find((c) => c.id === summary.id);
          const name = category ? category.name : t('macroSettings.uncategorized');
          return (
            <ListItem
              key={summary.id}
              disablePadding
              secondaryAction={
                category && (
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <IconButton
                      size="small"
                      aria-label={t('macroSettings.rename', { name })}
                      title={t('macroSettings.rename', { name })}
                      onClick={() => setEditing({ kind: 'rename', category })}
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('macroSettings.remove', { name })}
                      title={t('macroSettings.remove', { name })}
                      onClick={() => setRemoving(category)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Box>
                )
              }
              sx={category ? { '& .MuiListItemButton-root': { pr: 12 } } : undefined}
            >
              <ListItemButton component={Link} to={`/settings/macros/${summary.id}`}>
                <ListItemText
                  primary={name}
                  secondary={t('macroSettings.count', { count: summary.count })}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {editing && (
        <CategoryDialog
          category={editing.kind === 'rename' ? editing.category : undefined}
          categories={settings.categories}
          onClose={() => setEditing(null)}
          onSave={(name) => {
            if (editing.kind === 'rename')
              void renameMacroCategory(scope, editing.category.id, name);
            else void addMacroCategory(scope, name);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('macroSettings.removeTitle', { name: removing?.name ?? '' })}
        text={t('macroSettings.removeText')}
        confirmLabel={t('macroSettings.removeConfirm')}
        onClose={(confirmed) => {
          if (confirmed && removing) void removeMacroCategory(scope, removing.id);
          setRemoving(null);
        }}
      />
    </PageCard>
  );
}
