// A parsed file in the card: the 2D layer view (or the 3D view), the layer and move sliders, the
// travel and retraction toggles, follow-progress while this file prints, and exclude object.
import { Suspense, useMemo, useState } from 'react';
import { lazy } from '../../../../components/lazy';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../locales/react';
import ConfirmDialog from '../../../../components/ConfirmDialog';
import { ToggleSwitch } from '../../../../components/ToggleSwitch';
import type { ParsedGcode } from '../../../../lib/gcode/types';
import {
  excludedMask,
  excludeObjectGcode,
  firstLayer,
  followSelection,
  isExcluded,
  layerMoveRange,
  movesBeforeFilePosition,
  selectLayer,
  selectMoves,
  withLayerCount,
  type LayerSelection,
} from '../../../../lib/gcode/view2d';
import { usePrinter } from '../../../../state/printer';
import { usePrinterCalls } from '../../../../state/scope/calls';
import { LayerCanvas } from './LayerCanvas';
import { ObjectList } from './ObjectList';
import type { ObjectMarks } from './paint';
import { RangeRow } from './RangeRow';
import gcodeMessages from '../../../../locales/en/gcode.json';
import { registerEnglishArea } from '../../../../locales/lazy';
import { fixed } from '../../../../lib/number-format';

registerEnglishArea(gcodeMessages);

const View3D = lazy(() => import('./three/View3D'));

export type ViewMode = '2d' | '3d';

const NO_NAMES: readonly string[] = [];

interface Props {
  result: ParsedGcode;
  path: string;
  mode: ViewMode;
}

export function PreviewBody({ result, path, mode }: Props) {
  const { t } = useTranslation();
  const { attempt } = usePrinterCalls();
  const [picked, setPicked] = useState<LayerSelection>(() => firstLayer(result.layerCount));
  // The 2D view starts at layer 1; switching to 3D before the user picked a layer shows the
  // whole part (the layer slider goes to the last layer).
  const [pickedByUser, setPickedByUser] = useState(false);
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    if (mode === '3d' && !pickedByUser) {
      setPicked(selectLayer(firstLayer(result.layerCount), result.layerCount - 1));
    }
  }
  const [follow, setFollow] = useState(true);
  const [travels, setTravels] = useState(false);
  const [retractions, setRetractions] = useState(false);
  // The object the exclude question is about (kept while the dialog closes).
  const [excluding, setExcluding] = useState({ name: '', open: false });
  const askExclude = (name: string) => setExcluding({ name, open: true });

  // Narrow subscriptions: only what this view shows, and only while this file prints.
  const printingThis = usePrinter((s) => {
    const stats = s.status.print_stats;
    return (stats?.state === 'printing' || stats?.state === 'paused') && stats.filename === path;
  });
  // A new print of this file follows again.
  const [wasPrinting, setWasPrinting] = useState(printingThis);
  if (wasPrinting !== printingThis) {
    setWasPrinting(printingThis);
    if (printingThis) setFollow(true);
  }
  const following = printingThis && follow;
  const filePosition = usePrinter((s) =>
    printingThis && (follow || mode === '3d')
      ? (s.status.virtual_sdcard?.file_position ?? 0)
      : null,
  );
  const excludedNames =
    usePrinter((s) => (printingThis ? s.status.exclude_object?.excluded_objects : undefined)) ??
    NO_NAMES;
  const currentObject = usePrinter((s) =>
    printingThis ? (s.status.exclude_object?.current_object ?? null) : null,
  );

  const selection =
    following && filePosition !== null
      ? followSelection(result, filePosition)
      : withLayerCount(picked, result.layerCount);
  const [first, end] = layerMoveRange(result, selection.layer);
  const layerMoves = end - first;

  const mask = useMemo(
    () => excludedMask(result.objects, excludedNames),
    [result.objects, excludedNames],
  );
  const marks = useMemo<ObjectMarks | null>(() => {
    if (result.objects.length === 0) return null;
    return {
      objects: result.objects,
      excluded: result.objects.map((o) => isExcluded(o.name, excludedNames)),
      current: currentObject
        ? result.objects.findIndex((o) => isExcluded(o.name, [currentObject]))
        : -1,
    };
  }, [result.objects, excludedNames, currentObject]);

  const pick = (next: LayerSelection) => {
    setFollow(false);
    setPicked(next);
    setPickedByUser(true);
  };

  const layerNumber = selection.layer + 1;
  const total = Math.max(1, result.layerCount);
  const z = fixed(result.layerZ[selection.layer] ?? 0, 2);
  const shownMoves = selection.moves ?? layerMoves;

  const exclude = (confirmed: boolean) => {
    const { name } = excluding;
    setExcluding({ name, open: false });
    if (confirmed) void attempt((api) => api.printer.gcodeScript(excludeObjectGcode(name)));
  };

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ mb: 0.5 }} title={path}>
        {path}
      </Typography>
      {result.unsupportedArcs > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          {t('gcode.unsupportedArcs', { count: result.unsupportedArcs })}
        </Typography>
      )}
      {mode === '3d' ? (
        <Suspense fallback={<LinearProgress aria-label={t('gcode.loading3d')} sx={{ my: 2 }} />}>
          <View3D
            result={result}
            layerFrom={0}
            layerTo={selection.layer}
            printedMove={
              printingThis && filePosition !== null
                ? movesBeforeFilePosition(result, filePosition)
                : null
            }
          />
        </Suspense>
      ) : (
        <LayerCanvas
          result={result}
          layer={selection.layer}
          moves={selection.moves}
          travels={travels}
          retractions={retractions}
          mask={mask}
          marks={marks}
          nozzle={following}
          onObjectClick={printingThis ? askExclude : null}
          label={t('gcode.canvas', { layer: layerNumber, total, z })}
        />
      )}
      <Box sx={{ mt: 1 }}>
        <RangeRow
          label={t('gcode.layer')}
          valueText={`${t('gcode.layerValue', { layer: layerNumber, total })} · ${t('gcode.z', { z })}`}
          spokenValue={t('gcode.layerValueText', { layer: layerNumber, total })}
          value={layerNumber}
          min={1}
          max={total}
          onChange={(value) => pick(selectLayer(selection, value - 1))}
        />
        {mode === '2d' && (
          <RangeRow
            label={t('gcode.move')}
            valueText={t('gcode.moveValue', { move: shownMoves, total: layerMoves })}
            value={shownMoves}
            min={0}
            max={layerMoves}
            onChange={(value) => pick(selectMoves(selection, value, layerMoves))}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {mode === '2d' && (
          <>
            <ToggleSwitch label={t('gcode.travels')} checked={travels} onChange={setTravels} />
            <ToggleSwitch
              label={t('gcode.retractions')}
              checked={retractions}
              onChange={setRetractions}
            />
          </>
        )}
        {printingThis && (
          <ToggleSwitch
            label={t('gcode.followProgress')}
            checked={follow}
            onChange={(on) => {
              if (!on) setPicked(selection);
              setFollow(on);
            }}
          />
        )}
      </Box>
      {printingThis && marks && <ObjectList marks={marks} onExclude={askExclude} />}
      <ConfirmDialog
        open={excluding.open}
        title={t('gcode.excludeTitle', { name: excluding.name })}
        text={t('gcode.excludeText')}
        confirmLabel={t('gcode.excludeConfirm')}
        onClose={exclude}
      />
    </Box>
  );
}
