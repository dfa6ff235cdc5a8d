/** The elements of an HTML document, read with parse5: the WHATWG parsing algorithm browsers use. */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
export type Element = DefaultTreeAdapterMap["element"];

const isElement = (node: Node): node is Element => "tagName" in node;

/**
 * Every element below `node` (a document or a fragment), in source order; a `<template>`'s
 * contents are not among them (parse5 keeps them apart, and nothing in them runs as it stands).
 */
export function* elementsOf(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elementsOf(child);
  if ("content" in node) yield* elementsOf(node.content);
}

/** Every element of the document, in source order, `<template>` contents included. */
export const elements = (html: string): Generator<Element> => elementsOf(parse(html));

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** A `<script>` whose code is its text: one with a `src` runs its own file instead. */
export const isInlineScript = (element: Element): boolean =>
  element.tagName === "script" && attribute(element, "src") === undefined;

/** The text inside an element (a script's code), as the browser reads it. */
export const textOf = (element: Element): string =>
  element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : "")).join("");
