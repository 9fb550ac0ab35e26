/**
 * A part of the popup that its first paint (bar and focused search box) does not need, in its own chunk. `preload`
 * starts fetching it; the popup calls it right after its first paint, so by the time an answer or the filters are
 * shown the chunk is there and `Part` renders it at once. Until then (not seen in practice) `Part` says "Loading…".
 * A chunk that fails to load (Scout updated under an open popup) is offered again with Retry, not left loading.
 * No preact/compat `lazy`/`Suspense`: they would cost the first paint more than this whole file.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { Notice } from '@/components/common/Notice';

export interface LazyPart<P> {
  Part: ComponentType<P>;
  preload: () => Promise<void>;
}

/**
 * `quiet`: for a part beside the first paint rather than in place of an answer (the popup's "Open in…" buttons), which
 * shows nothing until it is there, and nothing if it cannot load.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { quiet = false } = {}): LazyPart<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  /** Never rejects: after a failed fetch (a chunk of the extension itself, so hardly ever) the next call tries again. */
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      () => {
        pending = undefined;
      },
    ));

  function Part(props: P) {
    const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
    // Always through preload, never `if (!Loaded)`: the chunk may have arrived between this render (which showed
    // "Loading…") and this effect, and then only a state change renders it (seen in tests/e2e/answers.spec.ts).
    const load = () => void preload().then(() => setState(Loaded ? 'loaded' : 'failed'));
    useEffect(load, []);
    if (Loaded) return <Loaded {...props} />;
    if (quiet) return null;
    if (state !== 'failed') return <LoadingPart />;
    const retry = () => {
      setState('loading');
      load();
    };
    // ErrorNotice's sentence for an `internal` error, named here: a chunk that failed to load (Scout updated under an
    // open page) leaves no hope for another, and ErrorNotice's would be one.
    return (
      <Notice actions={[{ label: t('retry'), onClick: retry }]}>
        <p>{t('errorInternal')}</p>
      </Notice>
    );
  }
  return { Part, preload };
}

function LoadingPart() {
  return (
    <p class="app-hint" role="status">
      {t('loading')}
    </p>
  );
}
