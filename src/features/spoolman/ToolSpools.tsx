// The spool card on a printer with several tools: one row per tool (its name, its spool's colour,
// name, material and remaining weight), the tool in use marked, and 'Change' per tool. Below the
// rows, when the active spool is not the spool of the tool in use, which spool the filament used is
// counted on.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SpoolmanSpool } from '../../../protocol/spoolman';
import { primaryText } from '../../components/colors';
import { formatWeight } from '../../lib/format';
import { spoolmanCalls } from '../../moonraker/spoolman-calls';
import spoolmanMessages from '../../locales/en/spoolman.json';
import { registerEnglishArea } from '../../locales/lazy';
import { useTranslation } from '../../locales/react';
import { usePrinterScope } from '../../state/scope/context';
import { spoolSummary } from './rules/spool-view';
import type { ToolSpool } from './rules/tool-spools';
import { useSpoolman } from './store';
import { Swatch } from './Swatch';

registerEnglishArea(spoolmanMessages);

/**
 * The tools' spools as Spoolman describes them (null: unreadable), read again when the ids change
 * and whenever the active spool is read again (every few seconds while printing, once when a print
 * ends), so a tool used earlier in a print shows what it has left too.
 */
function useToolSpoolDetails(ids: readonly number[], connected: boolean, tick: unknown) {
  const scope = usePrinterScope();
  const [spools, setSpools] = useState<ReadonlyMap<number, SpoolmanSpool | null>>(new Map());
  const key = ids.join(',');
  useEffect(() => {
    const api = scope.api;
    if (!api || !connected || key === '') return;
    let current = true;
    const calls = spoolmanCalls(api);
    const wanted = key.split(',').map(Number);
    void Promise.all(
      wanted.map((id) =>
        calls.spool(id).then(
          (spool): [number, SpoolmanSpool | null] => [id, spool],
          (): [number, SpoolmanSpool | null] => [id, null],
        ),
      ),
    ).then((read) => {
      if (current) setSpools(new Map(read));
    });
    return () => {
      current = false;
    };
  }, [scope, key, connected, tick]);
  return spools;
}

function ToolRow({
  tool,
  spool,
  connected,
  onChange,
}: {
  tool: ToolSpool;
  spool: SpoolmanSpool | null | undefined;
  connected: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const name = tool.name.toUpperCase();
  const summary = spool ? spoolSummary(spool) : null;
  const details = summary
    ? [
        summary.material,
        summary.remainingWeight === undefined
          ? ''
          : t('spoolman.tools.left', { weight: formatWeight(summary.remainingWeight) }),
        `#${summary.id}`,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <Box
      role="group"
      aria-label={name}
      aria-current={tool.active ? 'true' : undefined}
      data-testid={`tool-${name}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1,
        py: 0.75,
        borderRadius: 1,
        border: 1,
        borderColor: tool.active ? 'primary.main' : 'divider',
        bgcolor: tool.active ? 'action.selected' : 'transparent',
        minWidth: 0,
      }}
    >
      <Swatch color={summary?.color ?? null} size={32} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="subtitle2" component="span">
            {name}
          </Typography>
          {tool.active && (
            <Typography variant="caption" component="span" sx={{ fontWeight: 600 }}>
              {t('spoolman.tools.inUse')}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" noWrap data-testid="tool-spool-name">
          {tool.spoolId === null
            ? t('spoolman.tools.noSpool')
            : summary?.name || t('spoolman.unnamed', { id: tool.spoolId })}
        </Typography>
        {details && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {details}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        variant="outlined"
        onClick={onChange}
        disabled={!connected}
        aria-label={t(
          tool.spoolId === null ? 'spoolman.tools.selectFor' : 'spoolman.tools.changeOf',
          { tool: name },
        )}
        // Readable on the selected row's background too, on both themes.
        sx={{ flex: 'none', color: primaryText }}
      >
        {t(tool.spoolId === null ? 'spoolman.tools.select' : 'spoolman.tools.change')}
      </Button>
    </Box>
  );
}

export function ToolSpools({
  tools,
  onChange,
}: {
  tools: readonly ToolSpool[];
  onChange: (tool: ToolSpool) => void;
}) {
  const { t } = useTranslation();
  const { connected, activeId, spool: activeSpool } = useSpoolman();
  const ids = [...new Set(tools.flatMap((tool) => (tool.spoolId === null ? [] : [tool.spoolId])))];
  const read = useToolSpoolDetails(ids, connected, activeSpool);
  // The active spool is read again while printing: its row follows that copy.
  const spoolOf = (id: number | null) =>
    id === null ? null : id === activeId && activeSpool ? activeSpool : read.get(id);
  const inUse = tools.find((tool) => tool.active);
  const counted = activeId === null ? null : spoolOf(activeId);
  const countedName =
    activeId === null
      ? ''
      : (counted && spoolSummary(counted).name) || t('spoolman.unnamed', { id: activeId });

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'grid', gap: 1 }} role="list" aria-label={t('spoolman.tools.list')}>
        {tools.map((tool) => (
          <Box role="listitem" key={tool.name}>
            <ToolRow
              tool={tool}
              spool={spoolOf(tool.spoolId)}
              connected={connected}
              onChange={() => onChange(tool)}
            />
          </Box>
        ))}
      </Box>
      {inUse?.spoolId !== activeId && (
        <Typography variant="caption" color="text.secondary" role="status">
          {activeId === null
            ? t('spoolman.tools.notCounted')
            : t('spoolman.tools.counted', { spool: `${countedName} (#${activeId})` })}
        </Typography>
      )}
    </Box>
  );
}
