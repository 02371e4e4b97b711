// The print's objects as a list under the view (the keyboard's way to what a click on an outline
// does): each with an 'Exclude <name>' button, excluded ones marked, the one printing now too.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Block from '@mui/icons-material/Block';
import { useTranslation } from '../../../../locales/react';
import type { ObjectMarks } from './paint';
import gcodeMessages from '../../../../locales/en/gcode.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(gcodeMessages);

interface Props {
  marks: ObjectMarks;
  onExclude: (name: string) => void;
}

export function ObjectList({ marks, onExclude }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('gcode.objects')} sx={{ mt: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('gcode.objects')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {marks.objects.map((object, i) => {
          const excluded = marks.excluded[i] === true;
          const current = i === marks.current;
          return (
            <Box
              component="li"
              key={object.name}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.25,
                pl: 1,
                pr: excluded ? 1 : 0,
                minHeight: 32,
                border: 1,
                borderColor: current ? 'warning.main' : 'divider',
                borderRadius: 4,
              }}
            >
              <Typography
                variant="body2"
                sx={{
                  textDecoration: excluded ? 'line-through' : 'none',
                  color: excluded ? 'text.secondary' : 'text.primary',
                  fontWeight: current ? 600 : 400,
                  overflowWrap: 'anywhere',
                }}
              >
                {excluded
                  ? t('gcode.excludedObject', { name: object.name })
                  : current
                    ? t('gcode.printingObject', { name: object.name })
                    : object.name}
              </Typography>
              {!excluded && (
                <IconButton
                  size="small"
                  aria-label={t('gcode.excludeObject', { name: object.name })}
                  title={t('gcode.excludeObject', { name: object.name })}
                  onClick={() => onExclude(object.name)}
                >
                  <Block fontSize="small" />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
