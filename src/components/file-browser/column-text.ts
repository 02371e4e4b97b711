// The text a metadata column shows for a row (sizes, durations, lengths, dates, temperatures).
import type { TFunction } from '../../locales/i18n';
import { sortValue, type BrowserItem, type ColumnKey } from '../../lib/files';
import { formatDuration, formatLength, formatSize, formatWeight } from '../../lib/format';
import { formatDate } from '../../state/dates';
import filesMessages from '../../locales/en/files.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);

/** A column's text for a row. */
export function columnText(item: BrowserItem, key: ColumnKey, t: TFunction): string {
  if (item.kind === 'parent') return '';
  const value = sortValue(item, key);
  if (value === null || value === '') return '';
  switch (key) {
    case 'modified':
    case 'print_start_time':
      return typeof value === 'number' ? formatDate(value, Date.now(), t('files.today')) : '';
    case 'size':
      return formatSize(Number(value));
    case 'estimated_time':
      return formatDuration(Number(value));
    case 'filament_total':
      return formatLength(Number(value));
    case 'filament_weight_total':
      return formatWeight(Number(value));
    case 'layer_height':
    case 'first_layer_height':
    case 'object_height':
      return `${Number(value)} mm`;
    case 'first_layer_extr_temp':
    case 'first_layer_bed_temp':
      return `${Number(value)} °C`;
    default:
      return String(value);
  }
}
