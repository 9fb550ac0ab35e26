/** The Goggle a search is re-ranked with: None or one saved in the options. Hidden while none is saved. */
import { t } from '@/utils/ui-safe/i18n';
import { FilterSelect } from './FilterSelect';

export interface GoggleFilterProps {
  goggles: readonly string[];
  value: string | undefined;
  onPick: (goggle: string | undefined) => void;
}

/** Short enough for the popup: the host and the last part of the path (the Goggle's file name, usually). */
function goggleLabel(address: string): string {
  try {
    const url = new URL(address);
    const last = url.pathname.split('/').filter(Boolean).at(-1);
    return last ? `${url.hostname} › ${decodeSegment(last)}` : url.hostname;
  } catch {
    return address;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function GoggleFilter({ goggles, value, onPick }: GoggleFilterProps) {
  if (goggles.length === 0) return null;
  const choices = [
    { value: '', label: t('popup_goggleNone') },
    ...goggles.map((url) => ({ value: url, label: goggleLabel(url) })),
  ];
  return (
    <FilterSelect
      label={t('popup_filterGoggle')}
      value={value ?? ''}
      choices={choices}
      onPick={(v) => onPick(v || undefined)}
    />
  );
}
