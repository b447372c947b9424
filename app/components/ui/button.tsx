import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

// The site's buttons in the style of shadcn/ui: one function of variants gives the class names, so a
// native <button>, a router <Link> and a plain <a> look the same wherever they are used. The classes
// themselves are defined in ./ui.css.

const VARIANTS = {
  /** The one main action of a block: solid emerald. */
  primary: "btn-primary",
  /** Main action on an emerald background (the home hero). */
  inverse: "btn-inverse",
  /** Second action on an emerald background. */
  outlineInverse: "btn-outline-inverse",
  /** A call to action that must stand out from emerald surroundings. */
  accent: "btn-accent",
} as const;

const SIZES = { sm: "btn-sm", md: "btn-md", lg: "btn-lg" } as const;

export interface ButtonVariants {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export function buttonVariants({ variant = "primary", size = "md" }: ButtonVariants = {}, className?: string): string {
  return cn("btn", VARIANTS[variant], SIZES[size], className);
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants) {
  return <button type={type} className={buttonVariants({ variant, size }, className)} {...props} />;
}

/** A link to a page of this site that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonVariants) {
  return <Link className={buttonVariants({ variant, size }, className)} {...props} />;
}
