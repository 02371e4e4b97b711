// One component of the update manager: its name, version → remote version, state, the commits it
// is behind (git) or the packages waiting (system), its warnings as text, and Update / Recover.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { darken, type Theme } from '@mui/material/styles';
import { useTranslation } from '../../../locales/react';
import type { VersionInfo } from '../../../../protocol/updates';
import {
  commitsBehind,
  commitsBehindCount,
  componentState,
  componentTitle,
  type ComponentState,
} from '../../../lib/update-view';
import { canRecover, canUpdate } from '../../../lib/updates';
import versionsMessages from '../../../locales/en/versions.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { primaryText } from '../../../components/colors';
import { CommitList } from './CommitList';

registerEnglishArea(versionsMessages);

const STATE_COLOR: Record<ComponentState, 'success' | 'info' | 'warning' | 'error'> = {
  upToDate: 'success',
  update: 'info',
  dirty: 'warning',
  invalid: 'error',
};

/** A palette colour readable as text on either theme (the main shades are too light on white). */
function readable(color: 'success' | 'info' | 'warning' | 'error') {
  return (theme: Theme) =>
    theme.palette.mode === 'dark'
      ? theme.palette[color].light
      : // MUI's dark orange is still under 4.5:1 on white.
        darken(theme.palette[color].dark, color === 'warning' ? 0.25 : 0);
}

/** What the component's entry says about itself besides its state. */
function notes(info: VersionInfo): string[] {
  if (info.configured_type === 'system') return [];
  const list = [...info.warnings, ...('anomalies' in info ? info.anomalies : [])];
  if (info.configured_type === 'git_repo') list.push(...info.git_messages);
  if (info.configured_type === 'web' || info.configured_type === 'zip')
    if (info.last_error) list.push(info.last_error);
  return list;
}

interface Props {
  info: VersionInfo;
  /** Printing, checking or another update running: Update waits. */
  updateDisabled: boolean;
  /** Checking or another update running: Recover waits. */
  recoverDisabled: boolean;
  onUpdate: (info: VersionInfo) => void;
  onRecover: (info: VersionInfo) => void;
}

export function ComponentRow({
  info,
  updateDisabled,
  recoverDisabled,
  onUpdate,
  onRecover,
}: Props) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const title = componentTitle(info);
  const state = componentState(info);
  const system = info.configured_type === 'system';
  const commits = commitsBehind(info);
  const behind = commitsBehindCount(info);
  const remark = notes(info);
  const headingId = `${detailsId}-name`;

  let versionLine = '';
  if (!system) {
    versionLine =
      info.remote_version && info.remote_version !== info.version && info.remote_version !== '?'
        ? `${info.version} → ${info.remote_version}`
        : info.version;
  }
  const countLine = system
    ? t('versions.packages', { count: info.package_count })
    : behind > 0
      ? t('versions.behind', { count: behind })
      : '';
  const hasDetails = system ? info.package_list.length > 0 : commits.length > 0;

  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="body1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {versionLine && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {versionLine}
            </Typography>
          )}
        </Box>
        <Chip
          size="small"
          variant="outlined"
          label={t(`versions.state.${state}`)}
          sx={{ color: readable(STATE_COLOR[state]), borderColor: readable(STATE_COLOR[state]) }}
        />
        {canRecover(info) && (
          <Button
            size="small"
            variant="outlined"
            color="warning"
            disabled={recoverDisabled}
            sx={{ color: readable('warning') }}
            aria-label={t('versions.recoverName', { name: title })}
            onClick={() => onRecover(info)}
          >
            {t('versions.recover')}
          </Button>
        )}
        {canUpdate(info) && (
          <Button
            size="small"
            variant="contained"
            disabled={updateDisabled}
            aria-label={t('versions.updateName', { name: title })}
            onClick={() => onUpdate(info)}
          >
            {t('versions.update')}
          </Button>
        )}
      </Box>
      {(countLine || hasDetails) && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {countLine && (
            <Typography variant="body2" color="text.secondary">
              {countLine}
            </Typography>
          )}
          {hasDetails && (
            <Button
              size="small"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen(!open)}
              sx={{ textTransform: 'none', py: 0, color: primaryText }}
            >
              {system ? t('versions.showPackages') : t('versions.showCommits', { name: title })}
            </Button>
          )}
        </Box>
      )}
      {remark.length > 0 && (
        <Box
          component="ul"
          aria-label={t('versions.notes', { name: title })}
          sx={{
            m: 0,
            mt: 0.5,
            pl: 2.5,
            color: readable(state === 'invalid' ? 'error' : 'warning'),
            overflowWrap: 'anywhere',
          }}
        >
          {remark.map((text, index) => (
            <Typography component="li" variant="body2" key={index}>
              {text}
            </Typography>
          ))}
        </Box>
      )}
      {open && !system && <CommitList info={info} id={detailsId} />}
      {open && system && (
        <Box
          id={detailsId}
          component="ul"
          sx={{ m: 0, mt: 1, pl: 2.5, columns: { sm: 2, md: 3 }, fontFamily: 'monospace' }}
        >
          {info.package_list.map((name) => (
            <Typography component="li" variant="body2" key={name} sx={{ fontFamily: 'inherit' }}>
              {name}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
