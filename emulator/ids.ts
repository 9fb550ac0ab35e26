import { createHash } from 'node:crypto';

/** A stable UUID-shaped id derived from its parts, so the world and summaries are the same on every run. */
export function stableUuid(...parts: Array<string | number>): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A stable non-negative integer derived from its parts (view counts, durations, creators in the world). */
export function stableInt(...parts: Array<string | number>): number {
  return createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0);
}

let errorCounter = 0;

/** Error ids: unique per response, but reproducible across runs (no randomness). */
export function nextErrorId(): string {
  errorCounter += 1;
  return stableUuid('error', errorCounter);
}
