import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useEffect, useState } from "react";
import type { DecapAsset, PreviewTemplateProps } from "./decap-preview";
import { readUpload } from "../uploaded-pictures";
import { imageData, type ImageUse, type PixelSize } from "./image-data";

/** The image data for a picture named in the content, e.g. images/screens/lullabies.png. */
export type ImageOf = (path: string, use: ImageUse) => IGatsbyImageData;

/**
 * Each picture's own size, once the browser has read it, by address (blob: URLs name one file
 * each): kept for as long as the editor is open, so that a preview opened again shows its
 * pictures at once. A picture that cannot be read counts as unknown.
 */
const measured = new Map<string, Promise<PixelSize | undefined>>();

function measure(url: string): Promise<PixelSize | undefined> {
  let size = measured.get(url);
  if (size === undefined) {
    size = new Promise((resolve) => {
      const image = new Image();
      image.onload = () =>
        // A picture still loading is an empty SVG without a size of its own.
        resolve(
          image.naturalWidth > 0 && image.naturalHeight > 0
            ? {
                width: image.naturalWidth,
                height: image.naturalHeight,
              }
            : undefined,
        );
      image.onerror = () => resolve(undefined);
      image.src = url;
    });
    measured.set(url, size);
  }
  return size;
}

/**
 * Whether `asset` holds the very file of the picture at `path`. While a saved picture loads,
 * Decap hands over a stand-in under a path of its own (an empty SVG), which is not what will be
 * saved; a picture loaded from the repository comes by its address alone.
 */
const isFileOf = (asset: DecapAsset, path: string): asset is DecapAsset & { readonly fileObj: Blob } =>
  asset.fileObj !== undefined && (asset.path === path || asset.path.endsWith(`/${path}`));

/**
 * Pictures for the site's components in the preview: each is looked up with Decap's `getAsset`
 * (a saved picture loads from the repository, an upload comes from memory) and given the shape
 * the browser reads from it, or the picture's usual shape until then. Decap renders the preview
 * again when a picture has loaded; this renders it again when its size is known. Each upload is
 * also read as the build will read it (uploaded-pictures.ts).
 */
export function usePreviewImages(getAsset: PreviewTemplateProps["getAsset"]): ImageOf {
  const [sizes, setSizes] = useState<ReadonlyMap<string, PixelSize>>(new Map());
  // The addresses this render asks for and the uploads among its pictures: filled while it
  // renders, read once it is on screen.
  const asked = new Set<string>();
  const uploads = new Map<string, Blob>();

  useEffect(() => {
    for (const [path, file] of uploads) void readUpload(path, file);
    let current = true;
    for (const url of asked) {
      if (sizes.has(url)) continue;
      void measure(url).then((size) => {
        if (current && size) setSizes((known) => new Map(known).set(url, size));
      });
    }
    return () => {
      current = false;
    };
  });

  return (path, use) => {
    const asset = getAsset(path);
    const url = asset.toString();
    asked.add(url);
    if (isFileOf(asset, path)) uploads.set(path, asset.fileObj);
    return imageData(url, sizes.get(url) ?? use.expected, use);
  };
}
