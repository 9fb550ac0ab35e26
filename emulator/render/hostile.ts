import type { ApiContext } from '../api/context';
import type { WebParams } from '../validation/web-params';
import { HOSTILE, HOSTILE_QUERY } from '../world/hostile';
import { PLACES } from '../world/places';
import { encodeLocationId } from '../local/location-ids';

const { text, long, tags, jsUrl, dataUrl, dataImage, httpImage, markupUrl } = HOSTILE;

export function isHostileQuery(q: string): boolean {
  return q.trim().toLowerCase() === HOSTILE_QUERY;
}

const hostileMeta = { scheme: 'javascript', netloc: text, hostname: text, favicon: httpImage, path: text };
const hostileProfile = { name: text, url: jsUrl, long_name: text, img: dataImage };

/** An own `__proto__` / `constructor` key on a parsed object must never reach a prototype. */
function withPollutingKeys(target: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of [
    ['__proto__', { polluted: true }],
    ['constructor', { prototype: { polluted: true } }],
  ] as const) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return target;
}

function base(url: string) {
  return {
    title: text,
    url,
    description: text,
    is_source_local: false,
    is_source_both: false,
    age: text,
    page_age: text,
    language: tags,
    family_friendly: true,
    profile: hostileProfile,
    meta_url: hostileMeta,
    thumbnail: { src: dataImage, original: jsUrl },
  };
}

function web() {
  return [
    withPollutingKeys({
      ...base(jsUrl),
      type: 'search_result',
      subtype: text,
      is_live: false,
      extra_snippets: [text, long],
      deep_results: {
        buttons: [
          { type: 'button_result', title: text, url: jsUrl },
          { type: 'button_result', title: tags, url: dataUrl },
        ],
      },
    }),
    {
      ...base(markupUrl),
      title: long,
      description: long,
      type: 'search_result',
      thumbnail: { src: httpImage, original: dataUrl },
    },
    { ...base(dataUrl), type: 'search_result', thumbnail: { src: jsUrl, original: httpImage } },
  ];
}

function sections(origin: string, nowMs: number) {
  const video = {
    duration: text,
    views: text,
    creator: text,
    publisher: text,
    thumbnail: { src: httpImage, original: jsUrl },
  };
  const place = PLACES[0];
  return {
    news: {
      type: 'news',
      results: [
        { ...base(jsUrl), type: 'news_result', source: text, breaking: true, is_live: true },
        {
          ...base(markupUrl),
          type: 'news_result',
          title: long,
          source: long,
          breaking: false,
          is_live: false,
          thumbnail: { src: httpImage },
        },
      ],
    },
    videos: {
      type: 'videos',
      results: [
        { ...base(jsUrl), type: 'video_result', video },
        {
          ...base(markupUrl),
          type: 'video_result',
          video: { ...video, duration: long },
          thumbnail: { src: dataImage },
        },
      ],
    },
    discussions: {
      type: 'search',
      results: [
        {
          ...base(dataUrl),
          type: 'discussion',
          data: { forum_name: text, num_answers: text, score: text, title: text, question: text, top_comment: long },
        },
      ],
    },
    faq: {
      type: 'faq',
      results: [
        { question: text, answer: text, title: text, url: jsUrl, meta_url: hostileMeta },
        { question: tags, answer: long, title: long, url: markupUrl, meta_url: hostileMeta },
      ],
    },
    infobox: {
      type: 'graph',
      results: [
        {
          ...base(jsUrl),
          type: 'infobox',
          subtype: 'entity',
          position: 1,
          label: text,
          category: text,
          long_desc: long,
          attributes: [
            [text, text],
            ['<constructor>', '<__proto__>'],
            ['__proto__', 'toString'],
            [long, long],
          ],
          profiles: [
            { type: 'external', ...hostileProfile },
            { name: tags, url: dataUrl, long_name: tags, img: httpImage },
          ],
          website_url: jsUrl,
          ratings: [{ ratingValue: 5, bestRating: 5, reviewCount: 1, profile: { name: text, url: jsUrl } }],
        },
      ],
    },
    // A real id, so /local/pois answers; everything the search itself says about the place is hostile.
    locations: {
      type: 'locations',
      results: place
        ? [
            {
              ...base(jsUrl),
              type: 'location_result',
              id: encodeLocationId(place.index, nowMs),
              provider_url: jsUrl,
              coordinates: [place.lat, place.lon],
              zoom_level: 16,
              postal_address: {
                type: 'PostalAddress',
                country: tags,
                postalCode: text,
                streetAddress: text,
                addressLocality: text,
                addressRegion: text,
                displayAddress: long,
              },
              contact: { telephone: text, email: jsUrl },
              price_range: text,
              categories: [text, tags],
              serves_cuisine: [text],
              pictures: {
                viewMoreUrl: jsUrl,
                results: [
                  { src: httpImage },
                  { src: dataImage },
                  { src: `${origin}/__emulator/img/place-hostile-1.svg` },
                ],
              },
              opening_hours: {
                current_day: [{ abbr_name: tags, full_name: text, opens: text, closes: text }],
                days: [],
              },
              rating: { ratingValue: 4, bestRating: 5, reviewCount: 1, profile: { name: text, url: jsUrl } },
              distance: { value: 1, units: text },
            },
          ]
        : [],
    },
  };
}

/** References to every section present, plus ones a client must skip: out-of-range indexes, unknown types. */
function mixed(present: readonly string[], webCount: number) {
  const main: Array<Record<string, unknown>> = [];
  for (let index = 0; index < webCount; index += 1) main.push({ type: 'web', index, all: false });
  for (const type of present) if (type !== 'infobox') main.push({ type, all: true });
  main.push(
    { type: 'web', index: 99, all: false },
    { type: 'web', index: -1, all: false },
    { type: 'web', index: 1.5, all: false },
    { type: 'news', index: 42, all: false },
    { type: text, all: true },
    { type: '__proto__', all: true },
    { type: 'constructor', index: 0, all: false },
    { type: 'toString', all: true },
  );
  const side = [
    ...(present.includes('infobox') ? [{ type: 'infobox', all: true }] : []),
    { type: 'infobox', index: 7, all: false },
  ];
  return { type: 'mixed', main, top: [{ type: 'hostile_unknown', all: true }], side };
}

/** The `hostile sections` answer: hostile text in every section and field (result_filter and plan respected). */
export function hostileSearch(
  context: ApiContext,
  params: WebParams,
  wants: (type: string) => boolean,
): Record<string, unknown> {
  const all = sections(context.origin, context.nowMs);
  const present = Object.keys(all).filter((type) => wants(type) && (type !== 'locations' || context.plan.local));
  const webResults = wants('web') ? web() : [];
  const body: Record<string, unknown> = {
    query: {
      original: params.q,
      show_strict_warning: false,
      safesearch: params.safesearch !== 'off',
      is_navigational: false,
      is_geolocal: present.includes('locations'),
      is_news_breaking: true,
      spellcheck_off: !params.spellcheck,
      country: params.country.toLowerCase(),
      language: { main: params.searchLang },
      more_results_available: false,
      city: text,
      state: tags,
      header_country: text,
      lat: '',
      long: '',
      postal_code: '',
    },
    mixed: mixed(present, webResults.length),
    type: 'search',
  };
  if (wants('web')) body.web = { type: 'search', results: webResults, family_friendly: true };
  for (const type of present) body[type] = all[type as keyof typeof all];
  return body;
}
