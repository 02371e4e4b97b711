// The bed mesh (spec part 2 §2 'Tune page', §4 'Bed mesh'): commands, the loaded mesh's view and
// figures, the profiles, and SAVE_CONFIG offered once profiles changed.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import GridOn from '@mui/icons-material/GridOn';
import { useTranslation } from '../../../locales/react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import {
  CALIBRATE_GCODE,
  chooseMatrix,
  isMeshLoaded,
  meshControls,
  meshProfiles,
  SAVE_CONFIG_GCODE,
} from '../../../lib/bed-mesh';
import { usePrinterField } from '../../../state/printer';
import { runGcode, useCommandRunning, useRunning } from '../running';
import { usePrinterScope } from '../../../state/scope/context';
import { TuneCard } from '../TuneCard';
import { useKlippyReady, usePrinterBusy } from '../usePrinterReady';
import { MeshActions } from './MeshActions';
import { MeshProfiles } from './MeshProfiles';
import { MeshView } from './MeshView';
import tuneMessages from '../../../locales/en/tune.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(tuneMessages);

const EMPTY: number[][] = [[]];
const NO_POINT: number[] = [];

export function BedMeshCard() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const ready = useKlippyReady();
  const busy = usePrinterBusy();
  const profileName = usePrinterField('bed_mesh', 'profile_name') ?? '';
  const probed = usePrinterField('bed_mesh', 'probed_matrix') ?? EMPTY;
  const interpolated = usePrinterField('bed_mesh', 'mesh_matrix') ?? EMPTY;
  const meshMin = usePrinterField('bed_mesh', 'mesh_min') ?? NO_POINT;
  const meshMax = usePrinterField('bed_mesh', 'mesh_max') ?? NO_POINT;
  const profilesObject = usePrinterField('bed_mesh', 'profiles');
  const savePending = usePrinterField('configfile', 'save_config_pending') === true;
  const running = useRunning((s) => s.commands[0]);
  const calibrating = useCommandRunning(CALIBRATE_GCODE);
  const [confirmSave, setConfirmSave] = useState(false);

  const loaded = isMeshLoaded({ profile_name: profileName });
  const controls = meshControls({ ready, busy: busy || calibrating, loaded });
  const profiles = useMemo(
    () => meshProfiles({ profile_name: profileName, profiles: profilesObject ?? {} }),
    [profileName, profilesObject],
  );
  const mesh = useMemo(
    () => ({
      profile_name: profileName,
      probed_matrix: probed,
      mesh_matrix: interpolated,
      mesh_min: meshMin,
      mesh_max: meshMax,
    }),
    [profileName, probed, interpolated, meshMin, meshMax],
  );
  const hasMatrix = chooseMatrix(mesh, 'probed_matrix') !== null;
  const saved = profiles.some((p) => p.name === profileName);

  return (
    <TuneCard
      id="bed-mesh"
      title={t('tune.mesh.title')}
      icon={<GridOn fontSize="small" aria-hidden />}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <MeshActions controls={controls} />
        {running !== undefined && (
          <Box role="status" aria-live="polite">
            <Typography variant="body2" color="text.secondary">
              {t('tune.mesh.running', { command: running.split('\n')[0] })}
            </Typography>
            <LinearProgress
              sx={{ mt: 0.5 }}
              aria-label={t('tune.mesh.running', { command: running.split('\n')[0] })}
            />
          </Box>
        )}
        {savePending && (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                disabled={!ready || busy}
                onClick={() => setConfirmSave(true)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('tune.mesh.saveConfig')}
              </Button>
            }
          >
            {t('tune.mesh.saveConfigPending')}
          </Alert>
        )}
        <Typography aria-live="polite" data-testid="mesh-loaded">
          {loaded
            ? `${t('tune.mesh.loadedProfile', { name: profileName })}${saved ? '' : ` ${t('tune.mesh.unsaved')}`}`
            : t('tune.mesh.noMesh')}
        </Typography>
        {loaded && hasMatrix && (
          <MeshView mesh={mesh} ready={ready} enabled={controls.viewOptions} />
        )}
        <MeshProfiles profiles={profiles} current={profileName} controls={controls} />
      </Box>
      <ConfirmDialog
        open={confirmSave}
        title={t('tune.mesh.saveConfigTitle')}
        text={t('tune.mesh.saveConfigText')}
        confirmLabel={t('tune.mesh.saveConfig')}
        onClose={(confirmed) => {
          setConfirmSave(false);
          if (confirmed) void runGcode(scope, SAVE_CONFIG_GCODE);
        }}
      />
    </TuneCard>
  );
}
