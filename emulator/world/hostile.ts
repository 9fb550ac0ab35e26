/**
 * The hostile sample (`hostile sections`): text a compromised or buggy service could send, for proving that a
 * client renders everything inert. Nothing here is escaped: that is the point.
 */
export const HOSTILE_QUERY = 'hostile sections';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const TAG_NAMES = '<constructor> <__proto__> <toString> <hasOwnProperty>';
const DOUBLE_ESCAPED = '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt; &lt;b&gt;not bold&lt;/b&gt;';
/** Right-to-left override and isolates: "exe.txt" shows reversed if they take effect. */
const BIDI = '\u202Etxt.exe\u202C \u2067isolated\u2069 \u200Fmark';

export const HOSTILE = {
  /** Every trick in one string, with one harmless <strong> that may survive. */
  text: `${SCRIPT} ${IMG} ${TAG_NAMES} <strong>bold</strong> ${DOUBLE_ESCAPED} ${BIDI} javascript:alert(1)`,
  tags: TAG_NAMES,
  /** Longer than any sane field (clients cap strings). */
  long: `${SCRIPT} ${'Very long hostile text. '.repeat(600)}`,
  jsUrl: 'javascript:alert(1)',
  dataUrl: 'data:text/html,<script>alert(1)</script>',
  dataImage: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  httpImage: 'http://insecure.example/pixel.png',
  /** An https URL whose path holds markup (valid, but must stay text). */
  markupUrl: 'https://hostile.example/<script>alert(1)</script>?q="><img src=x onerror=alert(1)>',
} as const;

/**
 * What `/suggest/search` completes `hostile…` to (A48): markup, the address bar's own `<match>`/`<dim>`/`<url>`
 * styles, XML's special characters and a CDATA end, controls and bidi, and a suggestion longer than any row.
 */
export const HOSTILE_SUGGESTIONS = [
  `hostile ${SCRIPT}`,
  'hostile <match>styled</match> <dim>dimmed</dim> <url>https://evil.example/</url>',
  `hostile &amp; & < > " ' ]]> <![CDATA[x]]> ${IMG}`,
  `hostile ${BIDI} \u0000\u0007 \uFFFE end`,
  `hostile ${'very long suggestion '.repeat(20)}`,
] as const;
