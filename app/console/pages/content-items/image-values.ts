import type { ImageData } from "~/lib/office/news-gallery";
import { IMAGE_KEYS, type ItemValues } from "./item-kind";

/** An item's image as the form's text. */
export function imageValues(image: ImageData | undefined): ItemValues {
  return {
    [IMAGE_KEYS.file]: image?.file ?? "",
    [IMAGE_KEYS.alt]: image?.alt ?? "",
    [IMAGE_KEYS.width]: image ? String(image.width) : "",
    [IMAGE_KEYS.height]: image ? String(image.height) : "",
  };
}

/** The form's text as the image the file names (the size as numbers, the alt text trimmed). */
export function imageOf(values: ItemValues): ImageData {
  return {
    file: values[IMAGE_KEYS.file] ?? "",
    alt: (values[IMAGE_KEYS.alt] ?? "").trim(),
    width: Number(values[IMAGE_KEYS.width]),
    height: Number(values[IMAGE_KEYS.height]),
  };
}
