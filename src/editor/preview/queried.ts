/**
 * Content values as the pages' queries read them, for the site's components in the preview: an
 * optional field left out reads as null, a screenshot named by its slug as the screenshot, a
 * picture's path as the picture (its address in the editor). The walk follows the file's schema,
 * so a field added to the content model needs nothing here.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { z } from "zod";
import { isEmptyValue, isGroup } from "../../content-model/fields";
import type { Screenshots } from "../../content-model/content";
import { isRequired, jsonSchemaOf, type JsonField } from "../../content-model/json-schema";

/** A picture file as the pages query it. */
export interface QueriedPicture {
  readonly publicURL: string;
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData };
}

/** A screenshot, which a reference names, as the pages query its entry in screenshots.yaml. */
export type QueriedScreenshot = Queried<Screenshots["screenshots"][number]>;

/** What the values of a type read as (reference and image paths are branded by fields.ts). */
export type Queried<T> =
  T extends z.$brand<"reference">
    ? QueriedScreenshot
    : T extends z.$brand<"image">
      ? QueriedPicture
      : T extends readonly (infer Item)[]
        ? ReadonlyArray<Queried<Item>>
        : T extends object
          ? {
              readonly [K in keyof T]-?: undefined extends T[K]
                ? Queried<Exclude<T[K], undefined>> | null
                : Queried<T[K]>;
            }
          : T;

/** How the preview finds what a value names: the screenshot of a slug, the picture of a path. */
export interface Links {
  screenshot(slug: string): QueriedScreenshot;
  picture(path: string): QueriedPicture;
}

function walk(value: unknown, field: JsonField, links: Links): unknown {
  if (typeof value === "string" && field.references) return links.screenshot(value);
  if (typeof value === "string" && field.widget === "image") return links.picture(value);
  const { items, properties } = field;
  if (items && Array.isArray(value)) return value.map((item) => walk(item, items, links));
  if (!properties || !isGroup(value)) return value;
  return Object.fromEntries(
    Object.entries(properties).map(([name, child]) => [
      name,
      !isRequired(field, name) && isEmptyValue(value[name]) ? null : walk(value[name], child, links),
    ]),
  );
}

/**
 * `value`, checked by `schema`, as the pages' queries read it: the walk follows the schema that
 * the type is made from.
 */
export const queried = <S extends z.ZodType>(schema: S, value: z.output<S>, links: Links) =>
  walk(value, jsonSchemaOf(schema), links) as Queried<z.output<S>>;
