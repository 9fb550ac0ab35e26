/**
 * Which Scout this is (the manifest's version, from package.json: CHANGELOG.md says what each version adds), and its
 * privacy policy: PRIVACY.md, shipped in the extension as privacy.html (modules/privacy-page.ts), so the link works
 * offline.
 */
import { browser } from 'wxt/browser';
import { t } from '@/utils/ui-safe/i18n';

/** The page modules/privacy-page.ts writes into every build. */
const PRIVACY_PAGE = 'privacy.html';

export function AboutFooter() {
  return (
    <footer class="options-footer">
      <p>
        {t('options_version', browser.runtime.getManifest().version)} ·{' '}
        <a href={PRIVACY_PAGE} target="_blank" rel="noopener">
          {t('options_privacyLink')}
        </a>
      </p>
    </footer>
  );
}
