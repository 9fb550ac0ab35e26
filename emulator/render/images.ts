import { slugify } from '../world/documents';

/** URLs of images the emulator itself serves (see routes/images.ts), so the demo needs no network. */
export function imageUrl(origin: string, name: string): string {
  return `${origin}/__emulator/img/${name}.svg`;
}

export function faviconUrl(origin: string, host: string): string {
  return imageUrl(origin, `fav-${slugify(host)}`);
}
