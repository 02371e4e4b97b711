// The farm's toolbar: search by name, filter by state and tag, sort, tiles or list, select every
// printer shown, and whether the farm is the start page.
import { memo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../locales/react';
import { ChoiceButtons } from '../../components/ChoiceButtons';
import { useFarmView, useFarmViewStore, type FarmLayout } from './farm-view';
import { SORT_KEYS, STATE_FILTERS, isSortKey, isStateFilter } from './rules/tile-list';
import farmMessages from '../../locales/en/farm.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(farmMessages);

export const FarmToolbar = memo(function FarmToolbar({
  tags,
  shownIds,
}: {
  tags: readonly string[];
  shownIds: readonly string[];
}) {
  const { t } = useTranslation();
  const store = useFarmViewStore();
  const search = useFarmView((s) => s.search);
  const stateFilter = useFarmView((s) => s.state);
  const tag = useFarmView((s) => s.tag);
  const sort = useFarmView((s) => s.sort);
  const layout = useFarmView((s) => s.layout);
  const startPage = useFarmView((s) => s.startPage);
  const selected = useFarmView((s) => s.selected);
  const allShownSelected = shownIds.length > 0 && shownIds.every((id) => selected.includes(id));
  const someShownSelected = shownIds.some((id) => selected.includes(id));
  const field = { size: 'small' as const, sx: { minWidth: 150 } };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        {...field}
        type="search"
        label={t('farm.search')}
        value={search}
        onChange={(e) => store.setState({ search: e.target.value })}
      />
      <TextField
        {...field}
        select
        label={t('farm.stateFilter')}
        value={stateFilter}
        onChange={(e) => isStateFilter(e.target.value) && store.setState({ state: e.target.value })}
      >
        {STATE_FILTERS.map((key) => (
          <MenuItem key={key} value={key}>
            {t(`farm.filters.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      {tags.length > 0 && (
        <TextField
          {...field}
          select
          label={t('farm.tagFilter')}
          value={tag ?? ''}
          onChange={(e) => store.setState({ tag: e.target.value || null })}
        >
          <MenuItem value="">{t('farm.allTags')}</MenuItem>
          {tags.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        {...field}
        select
        label={t('farm.sort')}
        value={sort}
        onChange={(e) => isSortKey(e.target.value) && store.setState({ sort: e.target.value })}
      >
        {SORT_KEYS.map((key) => (
          <MenuItem key={key} value={key}>
            {t(`farm.sorts.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      <ChoiceButtons<FarmLayout>
        label={t('farm.view')}
        value={layout}
        options={[
          { value: 'grid', text: t('farm.grid') },
          { value: 'list', text: t('farm.list') },
        ]}
        onChange={(value) => store.setState({ layout: value })}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={allShownSelected}
            indeterminate={someShownSelected && !allShownSelected}
            onChange={(e) =>
              store.setState((s) => ({
                selected: e.target.checked
                  ? [...new Set([...s.selected, ...shownIds])]
                  : s.selected.filter((id) => !shownIds.includes(id)),
              }))
            }
          />
        }
        label={t('farm.selectAll')}
      />
      <FormControlLabel
        sx={{ ml: { md: 'auto' } }}
        control={
          <Checkbox
            checked={startPage}
            onChange={(e) => store.setState({ startPage: e.target.checked })}
          />
        }
        label={t('farm.startPage')}
      />
    </Box>
  );
});
