// The editor's top bar: file name and place, read-only badge, Save, Save & Restart, the section's
// reference, an include to open, shortcuts, structure, Close. Icon-only buttons on phones.
import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FileOpenIcon from '@mui/icons-material/FileOpenOutlined';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import RestartIcon from '@mui/icons-material/RestartAlt';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import StructureIcon from '@mui/icons-material/AccountTreeOutlined';
import { useTranslation } from '../../locales/react';
import { joinNames } from '../../lib/bidi';
import { visuallyHidden } from '../visually-hidden';
import editorMessages from '../../locales/en/editor.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(editorMessages);

export interface ToolbarProps {
  name: string;
  root: string;
  path: string;
  compact: boolean;
  readOnly: boolean;
  dirty: boolean;
  /** Save is offered (editable, not printing). */
  canSave: boolean;
  /** The service Save & Restart restarts, or null when not offered. */
  restartService: string | null;
  busy: boolean;
  saving: boolean;
  reference: { section: string; url: string } | null;
  includes: string[];
  structure: { available: boolean; open: boolean } | null;
  onSave: () => void;
  onSaveAndRestart: () => void;
  onOpenInclude: (path: string) => void;
  onShortcuts: () => void;
  onToggleStructure: () => void;
  onClose: () => void;
}

function ToolButton(props: {
  compact: boolean;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  variant?: 'text' | 'contained' | 'outlined';
  pressed?: boolean;
}) {
  const { compact, label, icon, onClick, disabled, variant = 'text', pressed } = props;
  const aria = pressed === undefined ? {} : { 'aria-pressed': pressed };
  if (compact)
    return (
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} onClick={onClick} disabled={disabled} {...aria}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <Button
      startIcon={icon}
      onClick={onClick}
      disabled={disabled}
      variant={variant}
      color={variant === 'contained' ? 'primary' : 'inherit'}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      {...aria}
    >
      {label}
    </Button>
  );
}

export default function EditorToolbar(p: ToolbarProps) {
  const { t } = useTranslation();
  const [includeMenu, setIncludeMenu] = useState<HTMLElement | null>(null);
  const firstInclude = p.includes[0];
  return (
    <AppBar position="static" color="default" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }} variant="dense">
        <Box sx={{ minWidth: 0, flex: 1, mr: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography id="editor-title" variant="h6" component="h2" noWrap sx={{ fontSize: 18 }}>
              {p.name}
              {p.dirty ? ' •' : ''}
            </Typography>
            {p.dirty && <Box sx={visuallyHidden}>{t('editor.unsaved')}</Box>}
            {p.readOnly && <Chip size="small" label={t('editor.readOnly')} variant="outlined" />}
          </Box>
          {!p.compact && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {t('editor.location', { root: p.root, path: p.path })}
            </Typography>
          )}
        </Box>
        {p.canSave && (
          <ToolButton
            compact={p.compact}
            label={p.saving ? t('editor.saving') : t('editor.save')}
            icon={<SaveIcon />}
            onClick={p.onSave}
            disabled={p.busy}
            variant={p.restartService ? 'outlined' : 'contained'}
          />
        )}
        {p.canSave && p.restartService && (
          <Tooltip title={t('editor.saveAndRestartHint', { service: p.restartService })}>
            <span>
              <ToolButton
                compact={p.compact}
                label={t('editor.saveAndRestart')}
                icon={<RestartIcon />}
                onClick={p.onSaveAndRestart}
                disabled={p.busy}
                variant="contained"
              />
            </span>
          </Tooltip>
        )}
        {firstInclude !== undefined && (
          <ToolButton
            compact
            label={t('editor.openInclude', { file: joinNames(p.includes) })}
            icon={<FileOpenIcon />}
            onClick={() => {
              if (p.includes.length === 1) p.onOpenInclude(firstInclude);
              else setIncludeMenu(document.activeElement as HTMLElement);
            }}
          />
        )}
        <Menu
          anchorEl={includeMenu}
          open={includeMenu !== null}
          onClose={() => setIncludeMenu(null)}
        >
          {p.includes.map((file) => (
            <MenuItem
              key={file}
              onClick={() => {
                setIncludeMenu(null);
                p.onOpenInclude(file);
              }}
            >
              {file}
            </MenuItem>
          ))}
        </Menu>
        {p.reference && (
          <Tooltip title={t('editor.referenceHint', { section: p.reference.section })}>
            <IconButton
              component="a"
              href={p.reference.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('editor.reference', { section: p.reference.section })}
            >
              <MenuBookIcon />
            </IconButton>
          </Tooltip>
        )}
        {!p.compact && (
          <ToolButton
            compact
            label={t('editor.shortcuts')}
            icon={<KeyboardIcon />}
            onClick={p.onShortcuts}
          />
        )}
        {p.structure?.available && (
          <ToolButton
            compact
            label={p.structure.open ? t('editor.hideStructure') : t('editor.showStructure')}
            icon={<StructureIcon />}
            onClick={p.onToggleStructure}
            pressed={p.structure.open}
          />
        )}
        <ToolButton compact label={t('editor.close')} icon={<CloseIcon />} onClick={p.onClose} />
      </Toolbar>
    </AppBar>
  );
}
