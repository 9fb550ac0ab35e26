import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Serve `html` at `pathname` (with optional extra headers, e.g. a hostile CSP). */
  set(pathname: string, html: string, headers?: Record<string, string>): string;
  close(): Promise<void>;
}

/** Local pages for content-script tests; anything not set is a plain page with a little text. */
export async function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();
  const server = http.createServer((req, res) => {
    const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...page?.headers });
    res.end(page?.html ?? '<!doctype html><title>Test page</title><p>A plain test page.</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    set(pathname, html, headers = {}) {
      pages.set(pathname, { html, headers });
      return origin + pathname;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
