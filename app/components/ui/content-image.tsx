import type { ContentImage as Image } from "~/content/content-fields";

interface ContentImageProps {
  image: Image;
  /**
   * "lazy" below the fold (the default); "eager" for the first screen's main image, which is then also
   * fetched first and painted with the page's text (it is the largest thing on that screen).
   */
  loading?: "eager" | "lazy";
  /** How wide the image is shown, for a photo uploaded in several sizes (its srcSet); e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes?: string;
  className?: string;
}

/** An image from the content files, sized up front so nothing shifts while it loads. */
export function ContentImage({ image, loading = "lazy", sizes, className }: ContentImageProps) {
  const srcSet = "srcSet" in image ? image.srcSet : undefined;
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? "100vw") : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={loading === "eager" ? "high" : undefined}
      decoding={loading === "eager" ? "sync" : "async"}
      className={className}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    />
  );
}
