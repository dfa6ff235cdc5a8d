/**
 * The path a request asks for, from its request target (RFC 9112, section 3.2), without ever
 * throwing: an unreadable target is a value the caller answers with 400, not an exception.
 */

export type RequestTarget =
  | {
      readonly kind: "path";
      /** Percent-encoded as sent, dot segments resolved (`/a/../b` → `/b`). */
      readonly pathname: string;
      /** The query, with its `?`, or "". */
      readonly search: string;
    }
  | { readonly kind: "invalid" };

const INVALID: RequestTarget = { kind: "invalid" };

/** WHATWG URL parsing throws on a bad host or port; here that is an invalid target. */
function tryUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * Origin-form (`/page?x`) is what browsers send. Absolute-form (`http://host/page`) must be
 * accepted by servers too (RFC 9112, 3.2.2); its host is not ours to check (the server answers
 * for every host name it is reached by), only its path matters. Authority-form (CONNECT) and
 * asterisk-form (`OPTIONS *`) name no path here.
 */
export function parseRequestTarget(target: string | undefined): RequestTarget {
  if (target === undefined || target === "") return INVALID;
  // Appended to a fixed origin, not resolved against it: `//evil.example/x` stays a path.
  const url = target.startsWith("/")
    ? tryUrl(`http://localhost${target}`)
    : /^https?:\/\//i.test(target)
      ? tryUrl(target)
      : null;
  return url ? { kind: "path", pathname: url.pathname, search: url.search } : INVALID;
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
