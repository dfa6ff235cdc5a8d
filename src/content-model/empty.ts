/**
 * What "left empty" means for an optional field: nothing, a text of only spaces, an empty list, or
 * a group whose every field is empty. The content editor writes `""` for a text an editor cleared
 * and keeps a group whose fields were all cleared, so each of these counts as "not given": the
 * schema (fields.ts `optional`), the GraphQL types and the editor's saving all use this one rule.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === "object" && !(value instanceof Date)) return Object.values(value).every(isEmptyValue);
  return false;
}
