export function copyMedia(
  clientDir: string,
  media: { referencedMedia(data: unknown): string[]; renditionsOf(file: string): { name: string }[]; mediaDir(): string },
  contents: Record<string, unknown>,
): number;
