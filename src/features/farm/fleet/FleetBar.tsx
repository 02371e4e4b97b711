// The farm's bar of actions on the selected printers, shown while any is selected: how many, clear
// the selection, start a file, distribute copies of a file over their job queues, pause / resume /
// cancel the print, a temperature preset (the chosen printer's presets) or cool down. Each action
// opens its dialog (a lazy chunk) on the printers selected at that moment.
import { Suspense, useMemo, useState, memo } from 'react';
import { lazy } from '../../../components/lazy';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import { primaryText } from '../../../components/colors';
import PresetMenu from '../../../components/PresetMenu';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useInstances } from '../../../state/instances';
import { usePresets } from '../../../state/presets';
import { ActionButtons } from '../ActionButtons';
import { useFarmView, useFarmViewStore } from '../farm-view';
import { idOfInstance } from '../printer-id';
import type { FleetCommand } from './command-run';
import { fleetTargets, type FleetTarget } from './plan';

registerEnglishArea(fleetMessages);

const StartDialog = lazy(() => import('./StartDialog'));
const CommandDialog = lazy(() => import('./CommandDialog'));
const DistributeDialog = lazy(() => import('./DistributeDialog'));

type Open =
  | { kind: 'start'; targets: FleetTarget[] }
  | { kind: 'distribute'; targets: FleetTarget[] }
  | { kind: 'command'; command: FleetCommand; targets: FleetTarget[] }
  | null;

/** The printers the farm's selection names, each once, in the printers list's order. */
export function useSelectedTargets(): FleetTarget[] {
  const selected = useFarmView((s) => s.selected);
  const instances = useInstances((s) => s.instances);
  return useMemo(
    () =>
      fleetTargets(
        selected,
        instances.map((i) => ({ id: idOfInstance(i), name: i.name, apiUrl: i.apiUrl })),
      ),
    [selected, instances],
  );
}

export const FleetBar = memo(function FleetBar() {
  const { t } = useTranslation();
  const store = useFarmViewStore();
  const targets = useSelectedTargets();
  // The chosen printer's presets (outside any printer's view, the bound store reads that one).
  const presets = usePresets((s) => s.presets);
  const [open, setOpen] = useState<Open>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  if (targets.length === 0 && open === null) return null;

  const command = (c: FleetCommand) => {
    setMenu(null);
    setOpen({ kind: 'command', command: c, targets });
  };
  const simple: { kind: 'pause' | 'resume' | 'cancel'; color?: 'error' }[] = [
    { kind: 'pause' },
    { kind: 'resume' },
    { kind: 'cancel', color: 'error' },
  ];

  return (
    <>
      {targets.length > 0 && (
        <Paper
          variant="outlined"
          role="toolbar"
          aria-label={t('fleet.bar')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1, mb: 2 }}
        >
          <Typography variant="body2" role="status" sx={{ fontWeight: 600, px: 0.5 }}>
            {t('fleet.selected', { count: targets.length })}
          </Typography>
          <Button
            size="small"
            sx={{ color: primaryText }}
            onClick={() => store.setState({ selected: [] })}
          >
            {t('fleet.clear')}
          </Button>
          <Divider orientation="vertical" flexItem />
          <Button
            size="small"
            variant="contained"
            onClick={() => setOpen({ kind: 'start', targets })}
          >
            {t('fleet.startFile')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            sx={{ color: primaryText }}
            onClick={() => setOpen({ kind: 'distribute', targets })}
          >
            {t('fleet.distributeFile')}
          </Button>
          <ActionButtons
            buttons={simple.map((b) => ({
              key: b.kind,
              label: t(`fleet.${b.kind}`),
              color: b.color,
              onClick: () => command({ kind: b.kind }),
            }))}
          />
          <Button
            size="small"
            variant="outlined"
            sx={{ color: primaryText }}
            aria-haspopup="menu"
            aria-expanded={menu !== null}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            {t('fleet.temperature')}
          </Button>
          <PresetMenu
            anchor={menu}
            onClose={() => setMenu(null)}
            presets={presets}
            label={t('fleet.presetsMenu')}
            noneText={t('fleet.noPresets')}
            cooldownText={t('fleet.cooldown')}
            onPreset={(preset) => command({ kind: 'preset', preset })}
            onCooldown={() => command({ kind: 'cooldown' })}
          />
        </Paper>
      )}
      <Suspense fallback={null}>
        {open?.kind === 'start' && (
          <StartDialog targets={open.targets} onClose={() => setOpen(null)} />
        )}
        {open?.kind === 'distribute' && (
          <DistributeDialog targets={open.targets} onClose={() => setOpen(null)} />
        )}
        {open?.kind === 'command' && (
          <CommandDialog
            command={open.command}
            targets={open.targets}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </>
  );
});
