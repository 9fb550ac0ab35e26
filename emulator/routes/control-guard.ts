import type { IncomingMessage } from 'node:http';
import { jsonReply, type BodyReply } from '../http/reply';
import { listeningHosts, normalHost, type ListenAddress } from '../http/listen-hosts';

/** Fetch metadata a browser sends on a request another site started (a link, a form, a script). */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

function refuse(status: number, why: string): BodyReply {
  return jsonReply(status, { error: `control request refused: ${why}` });
}

/** `http://` plus one of this server's own hosts; `null` (opaque origins) and every other origin are foreign. */
function isOwnOrigin(origin: string, hosts: Set<string>): boolean {
  const match = /^http:\/\/([^/]+)$/i.exec(origin);
  const host = match?.[1] === undefined ? undefined : normalHost(match[1]);
  return host !== undefined && hosts.has(host);
}

/** `application/json`, with parameters or without. */
const isJson = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * Why a request to /__emulator/ is refused, or undefined when it may go on (security plan case H1). The control API
 * changes settings and serves the request log (queries, locations, questions), so only this machine's tools reach
 * it: a Node client, curl or the address bar send no `Origin` and the listening address as `Host`. Refused: a `Host`
 * that is not the listening address (403: a DNS-rebound name), an `Origin` other than the emulator's own or a
 * browser's `Sec-Fetch-Site: cross-site`/`same-site` (403: a page elsewhere), and a body a form or a "simple" fetch
 * can send (415: any `Content-Type` but `application/json`; such requests need a CORS preflight, which gets no
 * permissive answer here). Without `listen`, nothing is accepted.
 */
export function controlRefusal(req: IncomingMessage, listen: ListenAddress | undefined): BodyReply | undefined {
  const hosts = listen ? listeningHosts(listen) : new Set<string>();
  const host = normalHost(req.headers.host ?? '');
  if (host === undefined || !hosts.has(host)) {
    return refuse(403, 'the Host header is not the address this emulator listens on (DNS rebinding?)');
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, hosts)) {
    return refuse(403, 'the Origin header names another site; only tools on this machine may use /__emulator/');
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && FOREIGN_FETCH_SITES.has(site.toLowerCase())) {
    return refuse(403, `the browser says another site started it (Sec-Fetch-Site: ${site.toLowerCase()})`);
  }
  const contentType = req.headers['content-type'];
  if (req.method !== 'GET' && req.method !== 'HEAD' && contentType !== undefined && !isJson(contentType)) {
    return refuse(415, 'a body must be sent as Content-Type: application/json');
  }
  return undefined;
}
