import type { ComponentPropsWithoutRef, ElementType } from "react";
import { cn } from "~/lib/cn";

// A rounded, bordered panel (shadcn/ui style: a plain element plus variants). `as` keeps the right
// element for the job (section, article, figure, li) so the document outline does not change.

// Class names defined in ./ui.css.
const TONES = {
  /** White card with a soft shadow, on a white or tinted page. */
  plain: "card-plain",
  /** Tinted panel for side information. */
  tinted: "card-tinted",
  /** Neutral border, e.g. around a list that carries its own colours. */
  neutral: "card-neutral",
} as const;

const PADDINGS = {
  /** No padding; content (an image) reaches the rounded edge. */
  none: "card-flush",
  md: "card-md",
  form: "card-form",
  side: "card-side",
} as const;

export interface CardVariants {
  tone?: keyof typeof TONES;
  padding?: keyof typeof PADDINGS;
}

export function cardVariants({ tone = "plain", padding = "md" }: CardVariants = {}, className?: string): string {
  return cn("card", TONES[tone], PADDINGS[padding], className);
}

type CardProps<E extends ElementType> = { as?: E } & CardVariants & Omit<ComponentPropsWithoutRef<E>, "as">;

export function Card<E extends ElementType = "div">({ as, tone, padding, className, ...props }: CardProps<E>) {
  const Element: ElementType = as ?? "div";
  return <Element className={cardVariants({ tone, padding }, className)} {...props} />;
}
