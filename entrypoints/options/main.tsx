import { render } from 'preact';
import '@/components/scout.css';
import './options.css';
import { t } from '@/utils/ui-safe/i18n';
import { App } from './App';

// The page speaks the language its messages came from.
document.documentElement.lang = t('htmlLang');
document.title = t('options_title');
render(<App />, document.getElementById('app')!);
