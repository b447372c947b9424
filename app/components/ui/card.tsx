import type { ComponentPropsWithoutRef, ElementType } from "react";
import { cn } from "~/lib/cn";

// A rounded, bordered panel (shadcn/ui style: a plain element plus variants). `as` keeps the right
// element for the job (section, article, figure, li) so the document outline does not change.

const TONES = {
  /** White card with a soft shadow, on a white or tinted page. */
  plain: "border-emerald-100 bg-white shadow-sm",
  /** Tinted panel for side information. */
  tinted: "border-emerald-100 bg-emerald-50",
  /** Neutral border, e.g. around a list that carries its own colours. */
  neutral: "border-slate-200 bg-white shadow-sm",
} as const;

const PADDINGS = {
  none: "overflow-hidden",
  md: "p-6",
  form: "p-5 sm:p-8",
  side: "p-5 sm:p-6",
} as const;

export interface CardVariants {
  tone?: keyof typeof TONES;
  padding?: keyof typeof PADDINGS;
}

export function cardVariants({ tone = "plain", padding = "md" }: CardVariants = {}, className?: string): string {
  return cn("rounded-2xl border", TONES[tone], PADDINGS[padding], className);
}

type CardProps<E extends ElementType> = { as?: E } & CardVariants & Omit<ComponentPropsWithoutRef<E>, "as">;

export function Card<E extends ElementType = "div">({ as, tone, padding, className, ...props }: CardProps<E>) {
  const Element: ElementType = as ?? "div";
  return <Element className={cardVariants({ tone, padding }, className)} {...props} />;
}
