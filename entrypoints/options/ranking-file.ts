/** The options' `.goggle` file: saved through a download link, read from a file the user picked (bounded). */
import { goggleFile, MAX_GOGGLE_FILE_CHARS } from '@/utils/ui-safe/ranking/goggle-file';
import type { RankedSite } from '@/utils/ui-safe/ranking/rules';

export function downloadGoggle(sites: readonly RankedSite[]) {
  const url = URL.createObjectURL(new Blob([goggleFile(sites)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'scout-ranking.goggle';
  link.click();
  // The download has its copy once the click was handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file's text, or undefined for a file too big to be a list (read no further: a huge file is no list). */
export async function readPicked(file: File): Promise<string | undefined> {
  if (file.size > MAX_GOGGLE_FILE_CHARS * 4) return undefined;
  try {
    return await file.text();
  } catch {
    return undefined;
  }
}
