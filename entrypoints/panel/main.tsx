/**
 * The in-page panel's frame: asks the content script that made it for its job (the token in this page's URL pairs
 * the two, utils/ui-safe/messaging/panel-link.ts), then renders the panel in the page's colour scheme. Without a token, or
 * without an answer (a page that embedded this page itself), it shows nothing.
 */
import { render } from 'preact';
import '@/components/scout.css';
import '@/components/common/answer-text.css';
import '@/components/sections/results.css';
import '@/components/places/places.css';
import '@/components/summary/summary.css';
import './panel.css';
import { t } from '@/utils/ui-safe/i18n';
import { Panel } from './Panel';
import { askPage } from './page-link';
import { createMover } from './mover';

document.documentElement.lang = t('htmlLang');
const mount = document.getElementById('app')!;
const close = () => void askPage({ type: 'close' });
const move = createMover((dx, dy) => askPage({ type: 'move', dx, dy }));

void askPage({ type: 'hello' }).then((reply) => {
  if (!reply) return;
  document.documentElement.dataset.scheme = reply.scheme;
  render(<Panel job={reply.job} onClose={close} onMove={move} />, mount);
});
