// Settings › Macros (spec part 2 §2, §4): the macro categories with their macro counts —
// Uncategorized first —, add, rename and remove (its macros become Uncategorized). A category opens
// its page, /settings/macros/{id}, where its macros are edited.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { useTranslation } from '../../../locales/react';
import { Link } from 'wouter';
import { ManagedList } from '../../../components/managed-list/ManagedList';
import { categorySummaries, type CategorySummary } from '../../../lib/macro-categories';
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

export default function MacrosSection() {
  const scope = usePrinterScope();
  const { t } = useTranslation();
  const objects = usePrinter((s) => s.objects);
  const config = usePrinter((s) => s.status.configfile?.config);
  const settings = useMacroSettings();
  const summaries = useMemo(
    () => categorySummaries(listMacros(objects, config, settings), settings.categories),
    [objects, config, settings],
  );

  return (
    <ManagedList<CategorySummary, MacroCategory>
      id="macros-card"
      title={t('macroSettings.title')}
      addLabel={t('macroSettings.addCategory')}
      heading={t('macroSettings.categories')}
      dense
      rows={summaries}
      rowKey={(summary) => summary.id}
      renderRow={(summary, { edit, remove }) => {
        const category = settings.categories.find((c) => c.id === summary.id);
        const name = category ? category.name : t('macroSettings.uncategorized');
        return (
          <ListItem
            disablePadding
            secondaryAction={
              category && (
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <IconButton
                    size="small"
                    aria-label={t('macroSettings.rename', { name })}
                    title={t('macroSettings.rename', { name })}
                    onClick={() => edit(category)}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('macroSettings.remove', { name })}
                    title={t('macroSettings.remove', { name })}
                    onClick={() => remove(category)}
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
      }}
      renderDialog={(category, close) => (
        <CategoryDialog
          category={category ?? undefined}
          categories={settings.categories}
          onClose={close}
          onSave={(name) => {
            if (category) void renameMacroCategory(scope, category.id, name);
            else void addMacroCategory(scope, name);
            close();
          }}
        />
      )}
      removeTitle={(category) => t('macroSettings.removeTitle', { name: category.name })}
      removeText={t('macroSettings.removeText')}
      removeLabel={t('macroSettings.removeConfirm')}
      onRemove={(category) => void removeMacroCategory(scope, category.id)}
    />
  );
}
