/**
 * Reading `_headers` for the local server (being replaced by Netlify's own parser in server/).
 */
export interface HeaderRule {
  /** A Netlify path pattern: an exact path, or a prefix ending in `/*`. */
  readonly path: string;
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>;
}

/** Reads a `_headers` file back into rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ path: string; headers: Array<[string, string]> }> = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const current = rules.at(-1);
    const separator = line.indexOf(":");
    if (current && separator > 0) {
      current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith("/*"))
    return pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2);
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, "") : p);
  return trim(pattern) === trim(pathname);
}

/** The headers for a request path, as Netlify combines them: same names joined with ", ". */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.path, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const existing = Object.keys(result).find((key) => key.toLowerCase() === name.toLowerCase());
      if (existing) delete result[existing];
      result[name] = value;
    }
  }
  return result;
}
