import { z } from "zod";
import type { Collection, SingleFile } from "../../content-model/content-file";
import { appsCollection, siteFile, webPlatformsCollection } from "../../content-model/content-files";
import { productSlug, type Document } from "../../content-model/document";

/** A single file's checked values among `documents`, parsed by its schema. */
export function valuesOf<S extends z.ZodType>(
  documents: readonly Document[],
  spec: SingleFile & { readonly schema: S },
): z.output<S> {
  const found = documents.find((document) => document.spec === spec);
  if (!found) throw new Error(`The preview did not load content/${spec.file}.`);
  return z.parse(spec.schema, found.value);
}

/** A checked product's file of `collection`, parsed by its schema, with its slug. */
export function productOf<S extends z.ZodType>(
  document: Document,
  collection: Collection & { readonly schema: S },
): z.output<S> & { readonly slug: string } {
  return { ...z.parse(collection.schema, document.value), slug: productSlug(document.file) };
}

/** The checked products of `collection` among `documents`, each with its slug, parsed by its schema. */
export function productsIn<S extends z.ZodType>(
  documents: readonly Document[],
  collection: Collection & { readonly schema: S },
): Array<z.output<S> & { readonly slug: string }> {
  return documents
    .filter((document) => document.spec === collection)
    .map((document) => productOf(document, collection));
}

/** What the home page is made of among `documents` (site.yaml and every product), as its props take it. */
export const homeContentIn = (documents: readonly Document[]) => ({
  site: valuesOf(documents, siteFile),
  apps: productsIn(documents, appsCollection),
  webPlatforms: productsIn(documents, webPlatformsCollection),
});
