/**
 * The host-permission match pattern for an API origin. Without the port: match patterns cannot carry one in
 * Firefox (`permissions.contains` answers false for "http://127.0.0.1:8787/*" even when "http://127.0.0.1/*" is
 * granted), and in Chrome a port-less pattern covers every port anyway.
 */
export function hostPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}
