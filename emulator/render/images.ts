import { slugify } from '../world/documents';

/** URLs of images the emulator itself serves (see routes/images.ts), so the demo needs no network. */
export function imageUrl(origin: string, name: string): string {
  return `${origin}/__emulator/img/${name}.svg`;
}

export function faviconUrl(origin: string, host: string): string {
  return imageUrl(origin, `fav-${slugify(host)}`);
}

/** A `thumbnail` object: the emulator serves `src`, `original` names the (fictional) source image. */
export function thumbnail(origin: string, name: string, original: string): { src: string; original: string } {
  return { src: imageUrl(origin, name), original };
}
