// One tiny store behind every toast of the site. Radix Toast does the behaviour (timer, swipe, Escape,
// F8); this store only decides what is shown: at most one toast, and a new one replaces the old.
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = "default" | "destructive";

/** A button in the toast (e.g. "Muat ulang"); `altText` tells screen-reader users how else to do it. */
export interface ToastAction {
  label: string;
  altText: string;
  onAction: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A toast with an action stays until the visitor acts or closes it (no 5-second timer). */
  action?: ToastAction;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  open: boolean;
}

type Listener = () => void;

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any toast that is showing. Returns its id. */
export function toast({ title, description, variant = "default", action }: ToastInput): number {
  const id = nextId++;
  current = { id, title, description, variant, open: true, ...(action ? { action } : {}) };
  emit();
  return id;
}

/** Closes the toast with this id (or the current one); a stale id is ignored. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id) || !current.open) return;
  current = { ...current, open: false };
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToastSnapshot(): ToastItem | null {
  return current;
}

/** For tests: forget every toast. */
export function resetToasts(): void {
  current = null;
  emit();
}
