// Which file an action across the fleet works with: a file from this computer (G-code only) or
// one already on one of the selected printers, picked from its files. Tells the chosen source,
// or null while none is chosen.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { GCODE_EXTENSIONS } from '../../../lib/files';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useTranslation } from '../../../locales/react';
import type { FileSource } from './deliver';
import { isPrintable, type FleetTarget } from './plan';
import { RemoteFilePicker } from './RemoteFilePicker';

registerEnglishArea(fleetMessages);

export function FileSourceField({
  targets,
  disabled,
  onChange,
}: {
  targets: readonly FleetTarget[];
  disabled: boolean;
  onChange: (source: FileSource | null) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<FileSource['kind']>('local');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [holderId, setHolderId] = useState(targets[0]?.id ?? '');
  const [remotePath, setRemotePath] = useState<string | null>(null);
  const extensions = GCODE_EXTENSIONS.join(', ');
  const choosing = !disabled;

  useEffect(() => {
    onChange(
      kind === 'local'
        ? file && { kind: 'local', file }
        : remotePath !== null
          ? { kind: 'printer', printerId: holderId, path: remotePath }
          : null,
    );
  }, [onChange, kind, file, holderId, remotePath]);

  const pickFile = (picked: File | undefined) => {
    if (!picked) return;
    if (isPrintable(picked.name)) {
      setFile(picked);
      setFileProblem(null);
    } else {
      setFile(null);
      setFileProblem(t('fleet.start.notPrintable', { name: picked.name, extensions }));
    }
  };

  return (
    <>
      <RadioGroup
        aria-label={t('fleet.start.source')}
        value={kind}
        onChange={(e) => setKind(e.target.value === 'printer' ? 'printer' : 'local')}
      >
        <FormControlLabel
          value="local"
          disabled={!choosing}
          control={<Radio size="small" />}
          label={t('fleet.start.local')}
        />
        <FormControlLabel
          value="printer"
          disabled={!choosing}
          control={<Radio size="small" />}
          label={t('fleet.start.onPrinter')}
        />
      </RadioGroup>
      {kind === 'local' ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" disabled={!choosing}>
            {t('fleet.start.choose')}
            <input
              hidden
              type="file"
              accept={GCODE_EXTENSIONS.join(',')}
              onChange={(e) => {
                pickFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          {file && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              <bdi>{file.name}</bdi>
            </Typography>
          )}
          {fileProblem && (
            <Typography
              variant="body2"
              color="error"
              role="alert"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {fileProblem}
            </Typography>
          )}
        </Box>
      ) : (
        <RemoteFilePicker
          targets={targets}
          printerId={holderId}
          path={remotePath}
          disabled={!choosing}
          onChange={(id, path) => {
            setHolderId(id);
            setRemotePath(path);
          }}
        />
      )}
    </>
  );
}
