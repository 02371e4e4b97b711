// One card in layout-edit mode: a drag handle (mouse, touch and keyboard through dnd-kit), the
// card's icon and name, and its enabled checkbox. The body is not shown while arranging.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '../../../locales/react';
import type { LayoutEntry } from '../../../lib/layout';
import { setCardShown } from '../../../state/layout';
import { usePrinterScope } from '../../../state/scope/context';
import type { RegisteredCard } from '../../../components/card-types';
import layoutEditorMessages from '../../../locales/en/layoutEditor.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(layoutEditorMessages);

export function EditTile({ card, entry }: { card: RegisteredCard; entry: LayoutEntry }) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const title = t(card.titleKey);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: card.id });
  const headingId = `layout-${card.id}-title`;
  const Icon = card.icon;
  return (
    <Card
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      raised={isDragging}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        outline: isDragging ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'solid',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 0.5, pr: 1, py: 0.5 }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          size="small"
          aria-label={t('layoutEditor.drag', { title })}
          title={t('layoutEditor.drag', { title })}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicator />
        </IconButton>
        <Icon fontSize="small" color={entry.enabled ? 'primary' : 'disabled'} />
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          sx={{
            fontWeight: 600,
            flexGrow: 1,
            color: entry.enabled ? 'text.primary' : 'text.secondary',
          }}
        >
          {title}
        </Typography>
        <Checkbox
          checked={entry.enabled}
          onChange={(_, checked) => setCardShown(scope, card.id, checked)}
          slotProps={{ input: { 'aria-label': t('layoutEditor.enable', { title }) } }}
          title={t('layoutEditor.enable', { title })}
        />
      </Box>
    </Card>
  );
}
