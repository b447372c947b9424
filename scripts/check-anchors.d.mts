export function missingAnchors(clientDir: string, sections: Readonly<Record<string, readonly string[]>>): string[];
