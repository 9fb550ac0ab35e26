/** Fakes for the API layer's tests: a scripted fetch that records calls, response builders and real bodies. */
import { vi } from 'vitest';
import type { ApiErrorKind } from '@/utils/ui-safe/error-kinds';

export const SECRET_KEY = 'sk-test-SECRET123';

/** Every kind the API client throws, spelled out: typechecking fails here when utils/ui-safe/error-kinds.ts gains one. */
export const API_ERROR_KINDS = [
  'noKey',
  'invalidKey',
  'notInPlan',
  'validation',
  'spendCap',
  'rateLimited',
  'quotaExhausted',
  'expiredSummary',
  'summaryFailed',
  'notFound',
  'server',
  'timeout',
  'offline',
  'malformed',
  'noPermission',
  'aborted',
  'overLimit',
] as const satisfies readonly ApiErrorKind[];
const everyKindListed: [Exclude<ApiErrorKind, (typeof API_ERROR_KINDS)[number]>] extends [never] ? true : never = true;
void everyKindListed;
export const BASE = 'https://api.search.brave.com/res/v1';

export interface RecordedCall {
  url: URL;
  init: RequestInit;
  headers: Headers;
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>;

/** A fetch that answers from a list of responders (the last one repeats) and records each call. */
export function scriptedFetch(...responders: Responder[]) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const call = { url: new URL(input), init, headers: new Headers(init.headers) };
    calls.push(call);
    const responder = responders[Math.min(calls.length - 1, responders.length - 1)];
    if (!responder) throw new Error('no responder');
    return responder(call);
  });
  return { fetch, calls };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The four X-RateLimit-* headers for a per-second and a monthly window. */
export function rateHeaders(
  limit: [number, number],
  remaining: [number, number],
  reset: [number, number],
  monthWindow = 2_592_000,
): Record<string, string> {
  return {
    'X-RateLimit-Limit': `${limit[0]}, ${limit[1]}`,
    'X-RateLimit-Policy': `${limit[0]};w=1, ${limit[1]};w=${monthWindow}`,
    'X-RateLimit-Remaining': `${remaining[0]}, ${remaining[1]}`,
    'X-RateLimit-Reset': `${reset[0]}, ${reset[1]}`,
  };
}

/** A fetch that never answers, but rejects with AbortError when its signal aborts (as real fetch does). */
export function hangingFetch(): Responder {
  return (call) =>
    new Promise<Response>((_, reject) => {
      call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
}

export const offline: Responder = () => {
  throw new TypeError('Failed to fetch');
};

// Real bodies from docs/api-reference.md §5 (live captures).
export const bodies = {
  tokenInvalid: {
    type: 'ErrorResponse',
    error: {
      id: '1b5e2c1e-0000-4000-8000-000000000001',
      status: 422,
      code: 'SUBSCRIPTION_TOKEN_INVALID',
      detail: 'The provided subscription token is invalid.',
      meta: { component: 'authentication' },
    },
    time: 1_757_000_000,
  },
  validation: {
    type: 'ErrorResponse',
    error: {
      id: 'x',
      status: 422,
      code: 'VALIDATION',
      detail: 'Unable to validate request parameter(s)',
      meta: {
        errors: [
          {
            type: 'enum',
            loc: ['query', 'country'],
            msg: 'Input should be ...',
            input: 'VN',
            ctx: { expected: "'AR', 'AU'" },
          },
        ],
      },
    },
    time: 1_757_000_000,
  },
  missingToken: {
    type: 'ErrorResponse',
    error: {
      status: 422,
      code: 'VALIDATION',
      detail: 'Unable to validate request parameter(s)',
      meta: { errors: [{ type: 'missing', loc: ['header', 'x-subscription-token'], msg: 'Field required' }] },
    },
  },
  notInPlan: {
    type: 'ErrorResponse',
    error: {
      id: 'x',
      status: 400,
      code: 'OPTION_NOT_IN_PLAN',
      detail: 'The option is not subscribed in the plan.',
      meta: { component: 'api' },
    },
    time: 1_757_000_000,
  },
  spendCap: {
    type: 'ErrorResponse',
    error: {
      id: 'x',
      status: 402,
      code: 'USAGE_LIMIT_EXCEEDED',
      detail: 'Usage limit exceeded.',
      meta: { plan: 'Search', current_spend: 5.0, usage_limit: 5.0, usage_limit_type: 'monthly', component: 'api' },
    },
    time: 1_757_000_000,
  },
  rateLimited: {
    type: 'ErrorResponse',
    error: {
      id: 'x',
      status: 429,
      detail: 'Request rate limit exceeded for plan',
      meta: {
        plan: 'Free',
        rate_limit: 1,
        rate_current: 2,
        quota_limit: 2000,
        quota_current: 15,
        component: 'rate_limiter',
      },
      code: 'RATE_LIMITED',
    },
    time: 1_757_000_000,
  },
  rateLimitedQuotaSpent: {
    type: 'ErrorResponse',
    error: {
      status: 429,
      code: 'RATE_LIMITED',
      detail: 'Request rate limit exceeded for plan',
      meta: {
        plan: 'Free',
        rate_limit: 1,
        rate_current: 1,
        quota_limit: 2000,
        quota_current: 2000,
        component: 'rate_limiter',
      },
    },
  },
  quotaLimited: {
    type: 'ErrorResponse',
    error: {
      status: 429,
      code: 'QUOTA_LIMITED',
      detail: 'Request quota limit exceeded for plan.',
      meta: { component: 'rate_limiter' },
    },
  },
  subscriptionNotFound: {
    type: 'ErrorResponse',
    error: { status: 404, code: 'SUBSCRIPTION_NOT_FOUND', detail: 'No subscription found.' },
  },
  versionNotFound: {
    type: 'ErrorResponse',
    error: { status: 404, code: 'NOT_FOUND', detail: 'The requested product api version is not found.' },
  },
  /** The docs' (wrong) example form with an `errors` array. */
  docsArrayForm: {
    type: 'ErrorResponse',
    errors: [
      { status: 422, code: 'SUBSCRIPTION_TOKEN_INVALID', detail: 'The provided subscription token is invalid.' },
    ],
  },
};

/** A small but realistic web search answer (shape of docs/api-reference.md §2, values from real captures). */
export function webAnswer(overrides: Record<string, unknown> = {}) {
  return {
    query: {
      original: 'blu tack',
      show_strict_warning: false,
      is_navigational: false,
      country: 'us',
      postal_code: '',
      city: '',
    },
    mixed: { type: 'mixed', main: [{ type: 'web', index: 0, all: false }], top: [], side: [] },
    type: 'search',
    web: {
      type: 'search',
      family_friendly: true,
      results: [
        {
          type: 'search_result',
          subtype: 'generic',
          title: 'Blu Tack - Wikipedia',
          url: 'https://en.wikipedia.org/wiki/Blu_Tack',
          description: 'Blu Tack is a <strong>reusable</strong> putty&#x27;s adhesive',
          age: '1 month ago',
          page_age: '2025-06-01T10:00:00',
          language: 'en',
          is_source_local: false,
          is_source_both: false,
          is_live: false,
          deep_results: {},
          profile: {
            name: 'Wikipedia',
            long_name: 'en.wikipedia.org',
            url: 'https://en.wikipedia.org/wiki/Blu_Tack',
            img: 'https://imgs.search.brave.com/x/rs:fit:32:32:1:0/g:ce/aHR0cHM6',
          },
          meta_url: {
            scheme: 'https',
            netloc: 'en.wikipedia.org',
            hostname: 'en.wikipedia.org',
            favicon: 'https://imgs.search.brave.com/y',
            path: '› wiki  › Blu_Tack',
          },
          thumbnail: {
            src: 'https://imgs.search.brave.com/z/rs:fit:200:200:1:0/g:ce/a',
            original: 'https://upload.wikimedia.org/a.jpg',
            logo: false,
          },
          extra_snippets: ["It's blue", 'It sticks'],
        },
      ],
    },
    ...overrides,
  };
}

export function locationResult(id: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'location_result',
    id,
    title: `Place ${id}`,
    provider_url: 'https://example.com/place',
    coordinates: [37.77, -122.42],
    zoom_level: 14,
    postal_address: {
      type: 'PostalAddress',
      country: 'US',
      postalCode: '94105',
      streetAddress: '1 Main St',
      displayAddress: '1 Main St, San Francisco',
    },
    opening_hours: {
      current_day: [{ abbr_name: 'Mon', full_name: 'Monday', opens: '07:00', closes: '21:00' }],
      days: [
        [
          { abbr_name: 'Mon', full_name: 'Monday', opens: '07:00', closes: '12:00' },
          { abbr_name: 'Mon', full_name: 'Monday', opens: '13:00', closes: '21:00' },
        ],
      ],
    },
    contact: { telephone: '+1 555 0100' },
    price_range: '$$',
    rating: { ratingValue: 4.5, bestRating: 5, reviewCount: 120 },
    distance: { value: 1.2, units: 'km' },
    categories: ['Cafe'],
    timezone: 'America/Los_Angeles',
    timezone_offset: -7,
    ...overrides,
  };
}
