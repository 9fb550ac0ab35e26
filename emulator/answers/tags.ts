/** Brave's inline metadata: XML-like tags around JSON inside `delta.content` (docs/answers-api.md §3.2). */
export function tag(name: string, payload: unknown): string {
  return `<${name}>${typeof payload === 'string' ? payload : JSON.stringify(payload)}</${name}>`;
}

/**
 * The `split` chunking setting: a tag cut across events the way a careless network or server could, inside the
 * opening tag name and, for tags with JSON, again inside the closing tag. Joined, the pieces give the tag back.
 */
export function splitTag(content: string): string[] {
  const hasJson = content.includes('{');
  const cuts = hasJson ? [4, content.length - 5] : [Math.floor(content.length / 2)];
  const pieces: string[] = [];
  let start = 0;
  for (const cut of cuts) {
    pieces.push(content.slice(start, cut));
    start = cut;
  }
  pieces.push(content.slice(start));
  return pieces.filter((piece) => piece !== '');
}
