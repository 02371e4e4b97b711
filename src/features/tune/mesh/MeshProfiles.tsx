// The saved mesh profiles: name with the active marker, range, Load (hidden for the active one)
// and Remove (confirmed); Save opens the name dialog.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Save from '@mui/icons-material/Save';
import { useTranslation } from '../../../locales/react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import {
  formatMeshValue,
  loadProfileGcode,
  removeProfileGcode,
  saveProfileGcode,
  type MeshControls,
  type MeshProfileRow,
} from '../../../lib/bed-mesh';
import { clampLines } from '../../../components/clamp';
import { primaryText } from '../../../components/colors';
import { runGcode } from '../running';
import { usePrinterScope } from '../../../state/scope/context';
import { SaveMeshDialog } from './SaveMeshDialog';
import tuneMessages from '../../../locales/en/tune.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(tuneMessages);

interface Props {
  profiles: MeshProfileRow[];
  current: string;
  controls: MeshControls;
}

export function MeshProfiles({ profiles, current, controls }: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {t('tune.profiles.title')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Save />}
          disabled={!controls.save}
          onClick={() => setSaving(true)}
          sx={{ color: controls.save ? primaryText : undefined }}
        >
          {t('tune.profiles.save')}
        </Button>
      </Box>
      {profiles.length === 0 ? (
        <Typography color="text.secondary">{t('tune.profiles.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('tune.profiles.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('tune.profiles.name')}</TableCell>
              <TableCell align="right">{t('tune.profiles.range')}</TableCell>
              <TableCell align="right">{t('tune.profiles.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {profiles.map((profile) => (
              <TableRow key={profile.name} selected={profile.active}>
                <TableCell>
                  <Box
                    component="span"
                    title={profile.name}
                    sx={{ fontWeight: profile.active ? 600 : 400, ...clampLines(2) }}
                  >
                    {profile.name}
                  </Box>
                  {profile.active && (
                    <Box
                      component="span"
                      sx={{
                        ml: 1,
                        px: 0.75,
                        borderRadius: 1,
                        fontSize: '0.75rem',
                        border: 1,
                        borderColor: 'divider',
                      }}
                    >
                      {t('tune.profiles.activeMarker')}
                    </Box>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {profile.range === null ? '–' : formatMeshValue(profile.range)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {!profile.active && (
                    <Button
                      size="small"
                      disabled={!controls.load}
                      aria-label={t('tune.profiles.load', { name: profile.name })}
                      onClick={() => void runGcode(scope, loadProfileGcode(profile.name))}
                      sx={{ color: controls.load ? primaryText : undefined }}
                    >
                      {t('tune.profiles.loadShort')}
                    </Button>
                  )}
                  <IconButton
                    size="small"
                    disabled={!controls.remove}
                    aria-label={t('tune.profiles.remove', { name: profile.name })}
                    onClick={() => {
                      setRemoving(profile.name);
                      setRemoveOpen(true);
                    }}
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {saving && (
        <SaveMeshDialog
          current={current}
          onClose={(result) => {
            setSaving(false);
            if (result)
              void runGcode(scope, saveProfileGcode(result.name, current, result.removeOld));
          }}
        />
      )}
      <ConfirmDialog
        open={removeOpen}
        title={t('tune.profiles.removeTitle', { name: removing ?? '' })}
        text={t('tune.profiles.removeText')}
        confirmLabel={t('tune.profiles.removeShort')}
        onClose={(confirmed) => {
          if (confirmed && removing) void runGcode(scope, removeProfileGcode(removing));
          setRemoveOpen(false);
        }}
      />
    </Box>
  );
}
