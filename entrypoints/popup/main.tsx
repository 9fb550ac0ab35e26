import { render } from 'preact';
import '@/components/scout.css';
import '@/components/app/app.css';
import { t } from '@/utils/ui-safe/i18n';
import { App } from './App';

// The language of the messages actually shown (a locale Scout lacks falls back to English), for screen readers.
document.documentElement.lang = t('htmlLang');
render(<App />, document.getElementById('app')!);
