/**
 * A root query field is nullable in GraphQL, but the content check guarantees it exists. If it is
 * missing anyway, fail loudly with the file to look at instead of rendering `undefined`.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new Error(`Missing content: ${what}. Run the build to see what is wrong in content/.`);
  return value;
}
