import { decorate } from '../text/html';
import { humanAge, isoWithoutZone } from '../text/age';
import type { Freshness } from '../validation/freshness';
import type { Safesearch } from '../validation/enums';
import type { WebRenderContext } from './web-result';
import { metaUrl, profile } from './meta-url';

const HOUR_MS = 3_600_000;

/** What the sections need besides the web rendering context: the filters that also apply to them (A35). */
export interface SectionContext extends WebRenderContext {
  safesearch: Safesearch;
  freshness?: Freshness;
}

/** An HTML field (A40): escaped, with <strong> on query words when text_decorations. */
export function htmlText(text: string, context: Pick<WebRenderContext, 'searched' | 'textDecorations'>): string {
  return decorate(text, context.searched, context.textDecorations);
}

function agoMs(ageHours: number, nowMs: number): number {
  return nowMs - ageHours * HOUR_MS;
}

/** Whether an item of this age passes `freshness` (items without one always do). */
export function isFresh(ageHours: number, context: SectionContext): boolean {
  const ms = agoMs(ageHours, context.nowMs);
  return !context.freshness || (ms >= context.freshness.fromMs && ms <= context.freshness.toMs);
}

interface BaseFields {
  title: string;
  url: string;
  /** Plain text; rendered as HTML. */
  description: string;
  siteName: string;
  familyFriendly: boolean;
  ageHours?: number;
  language?: string;
}

/** The Result base fields (§2.2) every section item shares. */
export function resultBase(fields: BaseFields, context: WebRenderContext): Record<string, unknown> {
  const base: Record<string, unknown> = {
    title: fields.title,
    url: fields.url,
    is_source_local: false,
    is_source_both: false,
    description: htmlText(fields.description, context),
  };
  if (fields.ageHours !== undefined) base.page_age = isoWithoutZone(agoMs(fields.ageHours, context.nowMs));
  Object.assign(base, {
    profile: profile(fields.siteName, fields.url, context.origin),
    language: fields.language ?? 'en',
    family_friendly: fields.familyFriendly,
    meta_url: metaUrl(fields.url, context.origin),
  });
  if (fields.ageHours !== undefined) base.age = humanAge(agoMs(fields.ageHours, context.nowMs), context.nowMs);
  return base;
}
