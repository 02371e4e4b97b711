// The structure sidebar: the file's sections, each a button that jumps to its line.
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import editorMessages from '../../locales/en/editor.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(editorMessages);

export interface SectionEntry {
  name: string;
  line: number;
}

interface Props {
  sections: SectionEntry[];
  current: string | null;
  onPick: (line: number) => void;
}

export default function StructureList({ sections, current, onPick }: Props) {
  const { t } = useTranslation();
  return (
    <List
      dense
      component="nav"
      aria-labelledby="editor-structure-title"
      subheader={
        <ListSubheader component="div" id="editor-structure-title" sx={{ lineHeight: '40px' }}>
          {t('editor.structure')}
        </ListSubheader>
      }
      sx={{ overflow: 'auto', height: '100%', py: 0 }}
    >
      {sections.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('editor.noSections')}
        </Typography>
      )}
      {sections.map((section) => (
        <ListItemButton
          key={`${section.line}-${section.name}`}
          selected={section.name === current}
          onClick={() => onPick(section.line)}
          sx={{ py: 0.25 }}
        >
          <ListItemText
            primary={section.name}
            secondary={t('editor.sectionLine', { line: section.line })}
            slotProps={{
              primary: { noWrap: true, sx: { fontFamily: 'ui-monospace, Menlo, monospace' } },
            }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
