// The flat colour map of the mesh: a table whose cells are coloured by height (rows from the back
// of the bed down to the front, as seen from above), the values readable in each cell and by
// screen readers, and a legend of the colour scale.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/react';
import {
  axisPositions,
  formatMeshValue,
  scalePosition,
  scaleGradient,
  scaleRgb,
  rgbHex,
  textOn,
} from '../../../lib/bed-mesh';
import { visuallyHidden } from '../../../components/visually-hidden';
import tuneMessages from '../../../locales/en/tune.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { fixed } from '../../../lib/number-format';

registerEnglishArea(tuneMessages);

/** Above this many columns the cells are too small for their text (it stays for screen readers). */
const TEXT_COLUMNS = 13;

export interface MeshMapProps {
  matrix: number[][];
  meshMin: readonly number[];
  meshMax: readonly number[];
  /** The colour scale's ends (mm). */
  low: number;
  high: number;
  caption: string;
}

export function MeshMap({ matrix, meshMin, meshMax, low, high, caption }: MeshMapProps) {
  const { t } = useTranslation();
  const columns = matrix[0]?.length ?? 0;
  const xs = axisPositions(meshMin[0] ?? 0, meshMax[0] ?? 0, columns);
  const ys = axisPositions(meshMin[1] ?? 0, meshMax[1] ?? 0, matrix.length);
  const showText = columns <= TEXT_COLUMNS;
  const rows = matrix.map((row, i) => ({ row, y: ys[i] ?? 0, key: i })).reverse();
  return (
    <Box>
      <Box
        tabIndex={0}
        role="region"
        aria-label={caption}
        sx={{ overflowX: 'auto', maxWidth: '100%' }}
      >
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            mx: 'auto',
            fontVariantNumeric: 'tabular-nums',
            fontSize: showText ? '0.75rem' : 0,
          }}
        >
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...headSx, fontSize: '0.6875rem' }}>
                <span aria-hidden>Y \ X</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('tune.map.corner')}
                </Box>
              </Box>
              {xs.map((x, i) => (
                <Box component="th" scope="col" key={i} sx={headSx}>
                  <span aria-hidden>{fixed(x, 0)}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {t('tune.map.column', { x: fixed(x, 1) })}
                  </Box>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ row, y, key }) => (
              <tr key={key}>
                <Box component="th" scope="row" sx={headSx}>
                  <span aria-hidden>{fixed(y, 0)}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {t('tune.map.row', { y: fixed(y, 1) })}
                  </Box>
                </Box>
                {row.map((value, j) => {
                  const rgb = scaleRgb(scalePosition(value, low, high));
                  return (
                    <Box
                      component="td"
                      key={j}
                      sx={{
                        bgcolor: rgbHex(rgb),
                        color: textOn(rgb),
                        textAlign: 'center',
                        minWidth: showText ? 52 : 14,
                        height: showText ? 32 : 14,
                        px: showText ? 0.5 : 0,
                        border: '1px solid',
                        borderColor: 'background.paper',
                      }}
                    >
                      {showText ? (
                        formatMeshValue(value)
                      ) : (
                        <Box component="span" sx={visuallyHidden}>
                          {formatMeshValue(value)}
                        </Box>
                      )}
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <MeshLegend low={low} high={high} />
    </Box>
  );
}

const headSx = {
  fontWeight: 400,
  color: 'text.secondary',
  fontSize: '0.6875rem',
  px: 0.5,
  textAlign: 'center',
} as const;

export function MeshLegend({ low, high }: { low: number; high: number }) {
  const { t } = useTranslation();
  const lowText = formatMeshValue(low);
  const highText = formatMeshValue(high);
  return (
    <Box
      role="img"
      aria-label={t('tune.map.legend', { min: lowText, max: highText })}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, maxWidth: 420, mx: 'auto' }}
    >
      <Typography variant="caption" aria-hidden>
        {lowText}
      </Typography>
      <Box sx={{ flexGrow: 1, height: 10, borderRadius: 1, background: scaleGradient() }} />
      <Typography variant="caption" aria-hidden>
        {highText}
      </Typography>
    </Box>
  );
}
