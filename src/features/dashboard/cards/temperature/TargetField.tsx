// A heater's or temperature fan's target: type a value, Enter applies it (empty = 0), Escape or
// leaving the field restores the current target. Invalid values show the form message.
import { useState } from 'react';
import { useTranslation } from '../../../../locales/react';
import { CompactInput } from '../../../../components/CompactInput';
import { checkTarget, targetGcode, type SensorInfo } from '../../../../lib/temperature';
import { usePrinterCalls } from '../../../../state/scope/calls';

interface Props {
  sensor: SensorInfo;
  target: number | undefined;
  min: number | undefined;
  max: number | undefined;
}

export function TargetField({ sensor, target, min, max }: Props) {
  const { t } = useTranslation();
  const { attempt } = usePrinterCalls();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (target === undefined ? '' : String(Math.round(target * 10) / 10));
  const check = draft === null ? null : checkTarget(draft, min, max);
  const error = check && !check.ok ? t(`validation.${check.error}`, check.params) : null;

  const apply = () => {
    if (!check || !check.ok) return;
    setDraft(null);
    void attempt((api) =>
      api.printer.gcodeScript(targetGcode(sensor.key, sensor.kind, check.value)),
    );
  };

  return (
    <CompactInput
      label={t('temperature.targetOf', { name: sensor.label })}
      unit="°C"
      inputMode="decimal"
      value={shown}
      error={error}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
        if (event.key === 'Escape') setDraft(null);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
