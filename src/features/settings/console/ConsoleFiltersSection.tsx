// Settings › Console (spec part 2 §2 'Settings sections', §3 'Console filter'): the user's console
// filters with their enabled switch, added and edited in a dialog, removed after a confirmation.
// Saved at once in Moonraker's database (console.consoleFilters); the console hides what they match.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { primaryText } from '../../../components/colors';
import { PageCard } from '../../../components/PageCard';
import { generateId } from '../../../lib/entries';
import type { ConsoleFilter } from '../../../lib/console';
import { removeConsoleFilter, saveConsoleFilter, useConsole } from '../../../state/console';
import { usePrinterScope } from '../../../state/scope/context';
import settingsListsMessages from '../../../locales/en/settingsLists.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { FilterDialog } from './FilterDialog';
import { ListRow } from '../components/ListRow';

registerEnglishArea(settingsListsMessages);

/** What the dialog shows: a filter being edited, a new one, or nothing. */
type Editing = { filter: ConsoleFilter | null } | null;

function FilterRow({
  filter,
  onEdit,
  onRemove,
}: {
  filter: ConsoleFilter;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const name = filter.name || '—';
  return (
    <ListRow
      name={name}
      detail={
        <>
          {t(`settingsLists.filters.types.${filter.type}`)}:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {filter.value.split('\n').join(' · ')}
          </Box>
        </>
      }
      enabled={{
        checked: filter.enabled,
        label: t('settingsLists.filters.enabled', { name }),
        onChange: (checked) => saveConsoleFilter(scope, { ...filter, enabled: checked }),
      }}
      editLabel={t('settingsLists.filters.edit', { name })}
      removeLabel={t('settingsLists.filters.remove', { name })}
      onEdit={onEdit}
      onRemove={onRemove}
    />
  );
}

export default function ConsoleFiltersSection() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const filters = useConsole((s) => s.filters);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ConsoleFilter | null>(null);

  return (
    <PageCard
      id="console-filters"
      title={t('settingsLists.filters.title')}
      divided
      actions={
        <Button
          size="small"
          variant="outlined"
          startIcon={<Add />}
          sx={{ color: primaryText }}
          onClick={() => setEditing({ filter: null })}
        >
          {t('settingsLists.filters.add')}
        </Button>
      }
    >
      <Typography variant="subtitle2" component="h3">
        {t('settingsLists.filters.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settingsLists.filters.intro')}
      </Typography>
      {filters.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('settingsLists.filters.none')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('settingsLists.filters.heading')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {filters.map((filter) => (
            <FilterRow
              key={filter.id}
              filter={filter}
              onEdit={() => setEditing({ filter })}
              onRemove={() => setRemoving(filter)}
            />
          ))}
        </Box>
      )}
      {editing && (
        <FilterDialog
          filter={editing.filter}
          filters={filters}
          onClose={() => setEditing(null)}
          onSave={(draft) => {
            const id =
              editing.filter?.id ??
              generateId(
                filters.map((f) => f.id),
                Date.now(),
                Math.random(),
              );
            saveConsoleFilter(scope, { id, ...draft });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('settingsLists.filters.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('settingsLists.removeConfirm')}
        onClose={(confirmed) => {
          if (confirmed && removing) removeConsoleFilter(scope, removing.id);
          setRemoving(null);
        }}
      />
    </PageCard>
  );
}
