/**
 * A result's "More actions for <site>" menu: Block, Lower, Raise, Pin its site (and remove the rule it has). The
 * menu button pattern (WAI-ARIA APG): Enter, Space or ↓ open it on the first item, ↑ on the last; ↑/↓, Home and End
 * move; Esc closes it and returns to the button; Tab or a click elsewhere closes it. A blocked site's results leave
 * the page at once, so focus moves on to the next result that stays.
 */
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { onSite } from '@/utils/ui-safe/ranking/host';
import type { SiteRule } from '@/utils/ui-safe/ranking/rules';
import { setSiteRule } from './ranking-store';

const ITEMS: readonly [SiteRule, MessageKey][] = [
  ['block', 'rank_block'],
  ['lower', 'rank_lower'],
  ['raise', 'rank_raise'],
  ['pin', 'rank_pin'],
];

/** The first title link after `from` whose result is not on `host`'s site. */
function nextStaying(from: Element | null, host: string): HTMLElement | undefined {
  const results = Array.from(document.querySelectorAll<HTMLElement>('.scout-result[data-site]'));
  const start = from ? results.indexOf(from as HTMLElement) : -1;
  const stays = (item: HTMLElement) => !onSite(item.dataset.site ?? '', host);
  const next = results.slice(start + 1).find(stays) ?? results.slice(0, Math.max(start, 0)).reverse().find(stays);
  return next?.querySelector<HTMLElement>('a.scout-result-title') ?? undefined;
}

/** A menu item: a radio one for the four rules (which one the site has), a plain one for removing it. */
function MenuItem({ checked, onChoose, children }: { checked?: boolean; onChoose: () => void; children: string }) {
  return (
    <li
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      tabIndex={-1}
      onClick={onChoose}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onChoose();
      }}
    >
      {children}
    </li>
  );
}

/** `current`: the rule the site has (SiteActions reads the ranking once for both). */
export function SiteMenu({ host, current }: { host: string; current: SiteRule | undefined }) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  useEffect(() => {
    const result = button.current?.closest('.scout-result');
    // A result out of view is not painted (content-visibility): an open menu must be free to overlap the next one.
    result?.classList.toggle('scout-menu-open', open !== false);
    if (open === false) return;
    const all = items();
    (open === 'first' ? all[0] : all.at(-1))?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const choose = (rule: SiteRule | null) => {
    const result = button.current?.closest('.scout-result') ?? null;
    setOpen(false);
    const next = rule === 'block' ? nextStaying(result, host) : button.current;
    (next ?? document.querySelector<HTMLElement>('input[type="search"]'))?.focus();
    void setSiteRule(host, rule);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return setOpen(false);
    else return;
    // The search app's own keys (↑/↓ through results, Esc to the box) must not act on a key the menu used.
    event.preventDefault();
    event.stopPropagation();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  return (
    <span
      class="scout-site-menu"
      onFocusOut={(event) => {
        if (open !== false && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        class="scout-site-menu-button"
        aria-label={t('rank_menuLabel', host)}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open !== false ? id : undefined}
        onClick={() => (open === false ? setOpen('first') : close(true))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open !== false && (
        <ul ref={menu} id={id} role="menu" aria-label={t('rank_menuLabel', host)} onKeyDown={onMenuKey}>
          {ITEMS.map(([rule, label]) => (
            <MenuItem key={rule} checked={current === rule} onChoose={() => choose(current === rule ? null : rule)}>
              {t(label)}
            </MenuItem>
          ))}
          {current !== undefined && <MenuItem onChoose={() => choose(null)}>{t('rank_clear')}</MenuItem>}
        </ul>
      )}
    </span>
  );
}
