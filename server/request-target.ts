/**
 * The path a request asks for, from its request target (RFC 9112, section 3.2), never throwing:
 * an unreadable target is null, which the caller answers with 400.
 */

/**
 * Origin-form (`/page?x`) is what browsers send; absolute-form (`http://host/page`) must be
 * accepted too (RFC 9112, 3.2.2), whatever its host, since only its path matters here.
 * Authority-form (CONNECT) and asterisk-form (`OPTIONS *`) name no path. The URL's pathname is
 * percent-encoded as sent, with dot segments resolved.
 */
export function parseRequestTarget(target = ""): URL | null {
  const absolute = /^https?:\/\//i.test(target);
  if (!absolute && !target.startsWith("/")) return null;
  // Appended to a fixed origin, not resolved against it: `//evil.example/x` stays a path.
  const url = absolute ? target : `http://localhost${target}`;
  return URL.canParse(url) ? new URL(url) : null;
}

/**
 * The path as a file name, percent-decoding undone (as netlify-cli looks files up:
 * `decodeURIComponent(pathname)` in its proxy), or null if it does not decode.
 */
export function decodePathname(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
