import { createHash } from 'node:crypto';
import { textReply, type BodyReply } from '../http/reply';

/** Simple generated SVGs for favicons (`fav-*`), photos (`place-*`), thumbnails (`thumb-*`), video stills
 * (`video-*`, 16:9) and infobox pictures (`infobox-*`). */
const NAME_PATTERN = /^[a-z0-9-]{1,100}$/;

function colour(name: string, offset: number): string {
  const hue = (createHash('sha256').update(name).digest().readUInt16BE(0) + offset) % 360;
  return `hsl(${hue}, 55%, 45%)`;
}

function label(name: string): string {
  const words = name
    .replace(/^(fav|place|thumb|video|infobox)-(news-)?/, '')
    .replace(/-\d+$/, '')
    .split('-')
    .filter(Boolean);
  const skip = new Set(['www', 'en', 'blog', 'docs', 'forum', 'data', 'open', 'example']);
  return (words.find((word) => !skip.has(word)) ?? words[0] ?? '?').slice(0, 18);
}

function svgFor(name: string): string {
  const [width, height] = name.startsWith('fav-')
    ? [32, 32]
    : name.startsWith('place-')
      ? [320, 200]
      : name.startsWith('video-')
        ? [320, 180]
        : [200, 200];
  const text = label(name);
  const small = width === 32;
  const caption = small ? text.charAt(0).toUpperCase() : text;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colour(name, 0)}"/><stop offset="1" stop-color="${colour(name, 60)}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" rx="${small ? 6 : 12}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="${small ? 18 : 22}" fill="#fff">${caption}</text>`,
    '</svg>',
  ].join('');
}

/** GET /__emulator/img/<name>.svg; names are restricted to [a-z0-9-], so the caption needs no escaping. */
export function imageReply(fileName: string): BodyReply | undefined {
  const match = /^(.+)\.svg$/.exec(fileName);
  const name = match?.[1];
  if (!name || !NAME_PATTERN.test(name)) return undefined;
  const reply = textReply(200, 'image/svg+xml', svgFor(name));
  reply.headers['Cache-Control'] = 'public, max-age=86400';
  return reply;
}
