// Which push endpoints this server will POST to (docs/security.md, "Push endpoints"). An endpoint
// is an address a browser hands us and we later send to, so without this rule anyone could make the
// server reach inside its own network (169.254.169.254, 10.0.0.1, [::1]): only the browser push
// services named in PUSH_SERVICE_HOSTS, over https on port 443, with no user name or password.
// Checked when a browser subscribes and again before every send, so a row stored before the
// rule, or under a setting since changed, is never contacted.
import { LOCAL_STAND_IN_ENTRY } from '../config';

const NOT_A_PUSH_SERVICE = 'endpoint must be an https address of a browser push service.';

function hostListed(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((h) => (h.startsWith('*.') ? hostname.endsWith(h.slice(1)) && hostname.length > h.length - 1 : hostname === h));
}

/** Why the server will not send to `endpoint`, or null when it will. */
export function pushEndpointProblem(endpoint: string, hosts: readonly string[], production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL.';
  }
  if (url.username || url.password) return 'endpoint must not carry a user name or password.';
  // A local push-service stand-in (development, tests): only when listed with its port.
  if (!production && LOCAL_STAND_IN_ENTRY.test(url.host) && hosts.includes(url.host) && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  // URL drops the default port, so an empty port is 443 here.
  if (url.protocol !== 'https:' || url.port !== '') return NOT_A_PUSH_SERVICE;
  return hostListed(url.hostname, hosts) ? null : NOT_A_PUSH_SERVICE;
}
