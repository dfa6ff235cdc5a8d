/** The elements of an HTML document, read with parse5: the WHATWG parsing algorithm browsers use. */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
export type Element = DefaultTreeAdapterMap["element"];

/**
 * Every element below `node` (a document or a fragment), in source order; a `<template>`'s
 * contents too, which parse5 keeps apart from its children.
 */
export function* elementsOf(node: Node): Generator<Element> {
  if (defaultTreeAdapter.isElementNode(node)) yield node;
  for (const child of "childNodes" in node ? node.childNodes : []) yield* elementsOf(child);
  if ("content" in node) yield* elementsOf(node.content);
}

/** Every element of the document, in source order, `<template>` contents included. */
export const elements = (html: string): Generator<Element> => elementsOf(parse(html));

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** The text inside an element (a script's code), as the browser reads it. */
export const textOf = (element: Element): string =>
  element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : "")).join("");
