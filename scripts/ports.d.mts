// Types for scripts/ports.mjs (a plain Node module shared by the Playwright config, scripts and tests).
export function freePort(): Promise<number>;
export function portInUse(port: number): Promise<boolean>;
export function freePortSync(): number;
export function portInUseSync(port: number): boolean;
export function portTakenMessage(variable: string, port: number): string;
export function choosePort(variable: string, env?: Record<string, string | undefined>): Promise<number>;
