// The search field and the list of spools both spool dialogs show. The list: a progress bar while the spools load, the error if
// they could not be read, a line when the search leaves none, else one row per spool (colour,
// name, vendor · material · #id · location, remaining weight, and the mark of the chosen one).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SpoolmanSpool } from '../../../protocol/spoolman';
import { primaryText } from '../../components/colors';
import { formatWeight } from '../../lib/format';
import spoolmanMessages from '../../locales/en/spoolman.json';
import { registerEnglishArea } from '../../locales/lazy';
import { useTranslation } from '../../locales/react';
import { spoolSummary } from './rules/spool-view';
import type { SpoolListing } from './spool-listing';
import { Swatch } from './Swatch';

registerEnglishArea(spoolmanMessages);

/** The search over the spools' name, material, vendor, colour, location and id; focused when the
 *  dialog opens. */
export function SpoolSearch({
  value,
  onChange,
  sx,
}: {
  value: string;
  onChange: (text: string) => void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      type="search"
      label={t('spoolman.dialog.search')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoFocus
      sx={sx}
    />
  );
}

function SpoolRow({
  spool,
  active,
  mark,
  disabled,
  onChoose,
}: {
  spool: SpoolmanSpool;
  active: boolean;
  mark: string;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const summary = spoolSummary(spool);
  return (
    <ListItemButton
      selected={active}
      disabled={disabled}
      onClick={onChoose}
      sx={{ gap: 1.5, borderRadius: 1 }}
      data-testid={`spool-${spool.id}`}
    >
      <Swatch color={summary.color} size={28} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap>
          {summary.name || t('spoolman.unnamed', { id: spool.id })}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {[summary.vendor, summary.material, `#${spool.id}`, spool.location]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'end', flex: 'none' }}>
        <Typography variant="body2">{formatWeight(summary.remainingWeight)}</Typography>
        {active && (
          <Typography variant="caption" sx={{ color: primaryText }}>
            {mark}
          </Typography>
        )}
      </Box>
    </ListItemButton>
  );
}

export function SpoolList({
  listing,
  shown,
  activeId,
  mark,
  disabled = false,
  onChoose,
}: {
  listing: SpoolListing;
  /** The spools left by the dialog's search and filters. */
  shown: readonly SpoolmanSpool[];
  /** The spool marked as chosen, if any. */
  activeId: number | null;
  /** What the chosen spool is called: 'Active', or 'Loaded' in a tool. */
  mark: string;
  /** Greys the rows out (while a choice is being saved). */
  disabled?: boolean;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {listing === null && <LinearProgress aria-label={t('spoolman.loading')} />}
      {listing && 'error' in listing && (
        <Alert severity="error">{t('spoolman.dialog.failed', { message: listing.error })}</Alert>
      )}
      {listing && 'spools' in listing && shown.length === 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('spoolman.dialog.empty')}
        </Typography>
      )}
      {shown.length > 0 && (
        <List dense aria-label={t('spoolman.dialog.list')} sx={{ p: 0 }}>
          {shown.map((spool) => (
            <ListItem key={spool.id} disablePadding>
              <SpoolRow
                spool={spool}
                active={spool.id === activeId}
                mark={mark}
                disabled={disabled}
                onChoose={() => onChoose(spool.id)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
