/**
 * A root query field is nullable in GraphQL, but the build's content check guarantees it exists. If
 * it is missing anyway, fail loudly (the stack names the page) instead of rendering `undefined`.
 */
export function required<T>(value: T | null | undefined): T {
  if (value === null || value === undefined)
    throw new Error("Missing content: run the build to see what is wrong in the content folder.");
  return value;
}
