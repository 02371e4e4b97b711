// Settings › Versions (spec part 2 §4 'Versions and updates'): every component the update manager
// knows, Check for updates, Update (one or all) and Recover, and whether updates are notified.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';
import dayjs from 'dayjs';
import { useTranslation } from '../../../locales/react';
import type { VersionInfo } from '../../../../protocol/updates';
import { primaryText } from '../../../components/colors';
import { PageCard } from '../../../components/PageCard';
import { ToggleSwitch } from '../../../components/ToggleSwitch';
import { DEFAULT_TIME_FORMAT } from '../../../lib/format-date';
import { orderedComponents } from '../../../lib/update-view';
import { updatableComponents } from '../../../lib/updates';
import { usePrintState } from '../../../state/printer';
import { writeSetting } from '../../../state/session';
import { setSetting, useSettings } from '../../../state/settings';
import {
  checkForUpdates,
  recoverComponent,
  updateAll,
  updateComponent,
} from '../../../state/update-actions';
import { useUpdates } from '../../../state/updates';
import { usePrinterScope } from '../../../state/scope/context';
import versionsMessages from '../../../locales/en/versions.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { ComponentRow } from './ComponentRow';
import { RecoverDialog } from './RecoverDialog';

registerEnglishArea(versionsMessages);

export default function VersionsSection() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const status = useUpdates((s) => s.status);
  const refreshing = useUpdates((s) => s.refreshing);
  const busy = useUpdates((s) => s.busy);
  const printState = usePrintState();
  const printing = printState === 'printing' || printState === 'paused';
  const notify = useSettings((s) => s.general.showUpdateNotifications);
  const [recovering, setRecovering] = useState<VersionInfo | null>(null);

  const components = orderedComponents(status);
  const updatable = updatableComponents(status);
  const waiting = refreshing || busy;

  const limit = status?.github_rate_limit;
  const remaining = status?.github_requests_remaining;
  const reset = status?.github_limit_reset_time;

  return (
    <PageCard
      id="versions-card"
      title={t('versions.title')}
      divided
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<Refresh />}
            disabled={waiting}
            sx={{ color: primaryText }}
            onClick={() => void checkForUpdates(scope)}
          >
            {refreshing ? t('versions.checking') : t('versions.check')}
          </Button>
          {updatable.length > 1 && (
            <Button
              size="small"
              variant="contained"
              startIcon={<SystemUpdateAlt />}
              disabled={waiting || printing}
              onClick={() => void updateAll(scope)}
            >
              {t('versions.updateAll')}
            </Button>
          )}
        </Box>
      }
    >
      <ToggleSwitch
        label={t('versions.notify')}
        checked={notify}
        onChange={(value) =>
          void setSetting(writeSetting, 'general', 'showUpdateNotifications', value)
        }
      />
      {printing && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('versions.printing')}
        </Typography>
      )}
      {status && components.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('versions.none')}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={t('versions.title')}
        aria-busy={refreshing}
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
      >
        {components.map((info) => (
          <ComponentRow
            key={info.name}
            info={info}
            updateDisabled={waiting || printing}
            recoverDisabled={waiting}
            onUpdate={(c) => void updateComponent(scope, c)}
            onRecover={setRecovering}
          />
        ))}
      </Box>
      {typeof limit === 'number' && typeof remaining === 'number' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('versions.githubLimit', {
            remaining,
            limit,
            time: reset ? dayjs(reset * 1000).format(DEFAULT_TIME_FORMAT) : '?',
          })}
        </Typography>
      )}
      {recovering && (
        <RecoverDialog
          name={recovering.name}
          onClose={(choice) => {
            const target = recovering;
            setRecovering(null);
            if (choice) void recoverComponent(scope, target.name, choice.hard);
          }}
        />
      )}
    </PageCard>
  );
}
