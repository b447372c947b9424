import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

// The site's buttons in the style of shadcn/ui: one function of variants gives the class string, so a
// native <button>, a router <Link> and a plain <a> look the same wherever they are used.

const VARIANTS = {
  /** The one main action of a block: solid emerald. */
  primary: "bg-emerald-700 text-white hover:bg-emerald-800",
} as const;

const SIZES = {
  sm: "rounded-lg px-4 py-2",
  md: "rounded-lg px-6 py-3",
  lg: "rounded-xl px-6 py-3 shadow",
} as const;

export interface ButtonVariants {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export function buttonVariants({ variant = "primary", size = "md" }: ButtonVariants = {}, className?: string): string {
  return cn(
    "inline-flex min-h-11 items-center gap-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-wait disabled:opacity-70",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants) {
  return <button type={type} className={buttonVariants({ variant, size }, className)} {...props} />;
}

/** A link to a page of this site that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonVariants) {
  return <Link className={buttonVariants({ variant, size }, className)} {...props} />;
}
