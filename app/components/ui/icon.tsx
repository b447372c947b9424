import type { IconNode } from "lucide";
import { type SVGProps, createElement } from "react";
import { cn } from "~/lib/cn";

export type { IconNode };

interface IconProps extends SVGProps<SVGSVGElement> {
  /** A Lucide icon's drawing, imported by name from `lucide` (one module per icon, so only used ones ship). */
  icon: IconNode;
}

/**
 * A Lucide icon as inline SVG with Lucide's own attributes (24 × 24, 2 px round stroke in currentColor).
 * Not lucide-react: its runtime (context, class and size helpers) was 1.5 KB of every page's up-front
 * JavaScript for what these few lines do (decision 114). Decorative unless given an accessible name.
 */
export function Icon({ icon, className, ...props }: IconProps) {
  return createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: 24,
      height: 24,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": props["aria-label"] || props["aria-labelledby"] ? undefined : true,
      className: cn("lucide", className),
      ...props,
    },
    ...icon.map(([tag, attributes]) => createElement(tag, attributes)),
  );
}
