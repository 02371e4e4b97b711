// The G-code preview card (spec part 1 §2): empty, parsing (a dialog), a large file's question,
// unsupported, or the parsed file in 2D or 3D. The dialogs stay outside the card so that they show
// even while it is collapsed.
import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Close from '@mui/icons-material/Close';
import Layers from '@mui/icons-material/Layers';
import { useTranslation } from '../../../../locales/react';
import { CardAction } from '../../../../components/CardAction';
import { ChoiceButtons } from '../../../../components/ChoiceButtons';
import { DashboardCard } from '../../../../components/DashboardCard';
import type { ParsedGcode } from '../../../../lib/gcode/types';
import { clearPreview, useGcodePreview } from '../../../../state/gcode-preview';
import { usePrinterScope } from '../../../../state/scope/context';
import { EmptyState } from './EmptyState';
import { PreviewBody, type ViewMode } from './PreviewBody';
import { PreviewDialogs } from './PreviewDialogs';
import gcodeMessages from '../../../../locales/en/gcode.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(gcodeMessages);

export default function GcodeCard() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const status = useGcodePreview((s) => s.status);
  const path = useGcodePreview((s) => s.path);
  const result = useGcodePreview((s) => s.result);
  const [mode, setMode] = useState<ViewMode>('2d');
  const ready = status === 'ready' && result && result.moveCount > 0 && path ? result : null;
  // The parsed file's view mounts at transition priority: its first render is sliced and yields
  // to input instead of one long task when the worker's result arrives.
  const shown = useDeferredValue(ready);
  // A number per parse result: a new result starts a fresh view (first layer, following).
  const [view, setView] = useState<{ result: ParsedGcode | null; id: number }>({
    result: null,
    id: 0,
  });
  if (shown && shown !== view.result) setView({ result: shown, id: view.id + 1 });

  return (
    <>
      <DashboardCard
        id="gcodePreview"
        title={t('layout.cards.gcodePreview')}
        icon={Layers}
        actions={
          <>
            {ready && (
              <ChoiceButtons<ViewMode>
                label={t('gcode.view')}
                value={mode}
                options={[
                  { value: '2d', text: t('gcode.view2d') },
                  { value: '3d', text: t('gcode.view3d') },
                ]}
                onChange={setMode}
              />
            )}
            {status !== 'idle' && (
              <CardAction
                label={t('gcode.clear')}
                icon={Close}
                onClick={() => clearPreview(scope)}
              />
            )}
          </>
        }
      >
        {shown && shown === ready && path ? (
          <PreviewBody key={view.id} result={shown} path={path} mode={mode} />
        ) : ready ? (
          <Box sx={{ height: 480 }} aria-busy="true" />
        ) : (
          <EmptyState />
        )}
      </DashboardCard>
      <PreviewDialogs />
    </>
  );
}
