/**
 * docs/security-plan.md C1 hostile strings, shared by the parser and the component tests. Each one would set
 * `window.__scoutCanary` if any of it ran as script.
 */
export const CANARY = '__scoutCanary';

export interface HostileCase {
  input: string;
  /** Text that must be visible (dropped tags keep their text; entities decode once). */
  shows?: string[];
  /** Text that must not be visible (script/style content). */
  hides?: string[];
}

export const HOSTILE_CASES: HostileCase[] = [
  { input: '<script>window.__scoutCanary = 1</script>Visible', shows: ['Visible'], hides: ['__scoutCanary'] },
  { input: '<SCRIPT SRC=//evil.example/x.js></SCRIPT>after', shows: ['after'] },
  { input: '<img src=x onerror="window.__scoutCanary = 1">caption', shows: ['caption'] },
  { input: '<svg onload="window.__scoutCanary = 1"><circle/></svg>vector', shows: ['vector'] },
  { input: '<svg><script>window.__scoutCanary = 1</script></svg>', hides: ['__scoutCanary'] },
  {
    input: '<iframe src="javascript:window.__scoutCanary = 1">fallback</iframe>framed',
    shows: ['framed'],
    hides: ['fallback'],
  },
  { input: '<iframe srcdoc="<script>parent.__scoutCanary=1</script>"></iframe>', hides: ['__scoutCanary'] },
  { input: '<style>body{display:none}</style>styled', shows: ['styled'], hides: ['display:none'] },
  { input: '<a href="javascript:window.__scoutCanary = 1">click me</a>', shows: ['click me'] },
  { input: '<a href="https://ok.example/">plain link text</a>', shows: ['plain link text'] },
  { input: '<math><mtext><table><mglyph><style><img src=x onerror="window.__scoutCanary = 1">' },
  { input: '<noscript><p title="</noscript><img src=x onerror=window.__scoutCanary=1>">' },
  { input: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__scoutCanary=1>' },
  { input: '<svg></p><style><a id="</style><img src=1 onerror=window.__scoutCanary=1>">' },
  { input: '<strong>unclosed bold', shows: ['unclosed bold'] },
  {
    input: '&lt;script&gt;window.__scoutCanary = 1&lt;/script&gt;',
    shows: ['<script>window.__scoutCanary = 1</script>'],
  },
  { input: '&amp;lt;img src=x onerror=1&amp;gt;', shows: ['&lt;img src=x onerror=1&gt;'] },
  {
    input: '&#60;img src=x onerror=window.__scoutCanary=1&#x3E;',
    shows: ['<img src=x onerror=window.__scoutCanary=1>'],
  },
  { input: '<div onmouseover="window.__scoutCanary=1">hover</div>', shows: ['hover'] },
  { input: '<details open ontoggle="window.__scoutCanary=1">toggle', shows: ['toggle'] },
  { input: '<input autofocus onfocus="window.__scoutCanary=1">' },
  { input: '<x onclick=window.__scoutCanary=1>custom</x>', shows: ['custom'] },
  { input: '<strong onclick="window.__scoutCanary=1" style="color:red">bold</strong>', shows: ['bold'] },
  { input: '<b onmouseover=window.__scoutCanary=1>b-tag</b>', shows: ['b-tag'] },
  { input: '<em style="position:fixed;inset:0">overlay</em>', shows: ['overlay'] },
  { input: '<<script>script>window.__scoutCanary=1<</script>/script>', hides: ['__scoutCanary'] },
  { input: '<scr<script>ipt>window.__scoutCanary=1</script>' },
  { input: '<!--<img src=x onerror=window.__scoutCanary=1>-->comment', shows: ['comment'] },
  { input: '<![CDATA[<img src=x onerror=window.__scoutCanary=1>]]>' },
  { input: '<object data="javascript:window.__scoutCanary=1"></object>' },
  { input: '<embed src="javascript:window.__scoutCanary=1">' },
  { input: '<meta http-equiv="refresh" content="0;url=javascript:window.__scoutCanary=1">' },
  { input: '<template><img src=x onerror=window.__scoutCanary=1></template>' },
  { input: '<img src="x` `<script>window.__scoutCanary=1</script>"` `>' },
  { input: '<b title=">"><img src=x onerror=window.__scoutCanary=1>quoted</b>', shows: ['quoted'] },
];

/** Elements a snippet may render as, inside RichText's root `bdi`. */
export const SNIPPET_ELEMENTS = new Set(['BDI', 'STRONG', 'EM']);
