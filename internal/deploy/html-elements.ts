/** The elements of an HTML document, read with parse5: the WHATWG parsing algorithm browsers use. */
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
export type Element = DefaultTreeAdapterMap["element"];

const isElement = (node: Node): node is Element => "tagName" in node;

/** Every element below `node` (a document or a fragment), in source order, `<template>` contents included. */
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
