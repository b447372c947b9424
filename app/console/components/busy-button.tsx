import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "danger";

const VARIANTS: Record<Variant, string> = { primary: "btn-primary", secondary: "btn-secondary", danger: "btn-danger" };

/**
 * A button that sends something: while the answer is awaited it is disabled (no second click sends it
 * twice) and aria-busy, and its label may say what is happening.
 */
export function BusyButton({
  busy = false,
  busyLabel,
  variant = "primary",
  size = "md",
  className,
  children,
  disabled,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; busyLabel?: string; variant?: Variant; size?: "sm" | "md" }) {
  return (
    <button
      type={type}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={["btn", VARIANTS[variant], size === "sm" ? "btn-sm" : "btn-md", className].filter(Boolean).join(" ")}
      {...props}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
