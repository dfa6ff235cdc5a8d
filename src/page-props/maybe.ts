/**
 * A value the content may leave out. The pages read content through GraphQL, where a field left
 * out is null; the editor's preview reads it as the schema parses it, where it is undefined. The
 * page props functions take both.
 */
export type Maybe<T> = T | null | undefined;

/** `value`, or null where the content leaves it out. */
export const orNull = <T>(value: Maybe<T>): T | null => value ?? null;
