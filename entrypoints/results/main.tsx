import { render } from 'preact';
import '@/components/scout.css';
import '@/components/app/app.css';
import './results.css';
import { t } from '@/utils/ui-safe/i18n';
import { takeOverShell } from '@/components/app/shell';
import { App } from './App';

// The language of the messages actually shown (a locale Scout lacks falls back to English), for screen readers.
document.documentElement.lang = t('htmlLang');
// The page's HTML already shows a focused search box (scripts/build/search-shell.ts): the app takes it over.
const root = document.getElementById('app')!;
render(<App typed={takeOverShell(root)} />, root);
