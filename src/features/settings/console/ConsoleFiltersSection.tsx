// Settings › Console (spec part 2 §2 'Settings sections', §3 'Console filter'): the user's console
// filters with their enabled switch, added and edited in a dialog, removed after a confirmation;
// below them the flipped layout (command line on top, newest lines first: general.flipConsoleLayout).
// Saved at once in Moonraker's database (console.consoleFilters); the console hides what they match.
import Box from '@mui/material/Box';
import { useTranslation } from '../../../locales/react';
import { ListRow } from '../../../components/managed-list/ListRow';
import { ManagedList } from '../../../components/managed-list/ManagedList';
import { generateId } from '../../../lib/entries';
import type { ConsoleFilter } from '../../../lib/console';
import { removeConsoleFilter, saveConsoleFilter, useConsole } from '../../../state/console';
import { usePrinterScope } from '../../../state/scope/context';
import settingsListsMessages from '../../../locales/en/settingsLists.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useSettings } from '../../../state/settings';
import { saveSetting } from '../components/save';
import { SwitchSetting } from '../components/SwitchSetting';
import { FilterDialog } from './FilterDialog';

registerEnglishArea(settingsListsMessages);

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
  const flipped = useSettings((s) => s.general.flipConsoleLayout);

  return (
    <ManagedList<ConsoleFilter>
      id="console-filters"
      title={t('settingsLists.filters.title')}
      addLabel={t('settingsLists.filters.add')}
      heading={t('settingsLists.filters.heading')}
      notes={[t('settingsLists.filters.intro')]}
      rows={filters}
      rowKey={(filter) => filter.id}
      renderRow={(filter, { edit, remove }) => (
        <FilterRow filter={filter} onEdit={() => edit(filter)} onRemove={() => remove(filter)} />
      )}
      emptyText={t('settingsLists.filters.none')}
      footer={
        <SwitchSetting
          label={t('settingsLists.console.flipLayout')}
          checked={flipped}
          onChange={(value) => saveSetting('general', 'flipConsoleLayout', value)}
        />
      }
      renderDialog={(filter, close) => (
        <FilterDialog
          filter={filter}
          filters={filters}
          onClose={close}
          onSave={(draft) => {
            const id =
              filter?.id ??
              generateId(
                filters.map((f) => f.id),
                Date.now(),
                Math.random(),
              );
            saveConsoleFilter(scope, { id, ...draft });
            close();
          }}
        />
      )}
      removeTitle={(filter) => t('settingsLists.filters.removeTitle', { name: filter.name })}
      removeLabel={t('settingsLists.removeConfirm')}
      onRemove={(filter) => removeConsoleFilter(scope, filter.id)}
    />
  );
}
