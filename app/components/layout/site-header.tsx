import { Menu, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { startTransition, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { uiText } from "~/content/ui-text";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

export interface NavEntry {
  id: string;
  label: string;
  path: string;
}

interface SiteHeaderProps {
  nav: readonly NavEntry[];
  productName: string;
  officeName: string;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700",
    isActive ? "bg-emerald-700 text-white" : "text-slate-700 hover:bg-emerald-50 hover:text-emerald-800",
  );

const menuControlClass =
  "inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 xl:hidden";

export function SiteHeader({ nav, productName, officeName }: SiteHeaderProps) {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so it is closed as soon as the page changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const menuId = "menu-navigasi";
  // Until React runs (or without JavaScript) the menu control is a link to the list, which CSS shows as
  // the :target: the small-screen navigation works without JS, and becomes a toggle button once hydrated.
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A tap on the menu link before React ran opened the list as the :target (early input, decision 135):
  // it stays open once the link has become the toggle button, and keeps the focus the link had. Read
  // again when the link becomes the button: a tap between the first read and that moment still went
  // to the link.
  const focusButton = useRef(false);
  useEffect(() => {
    if (window.location.hash !== `#${menuId}`) return;
    // Following the link leaves the focus on the page itself (Chromium blurs the link): the button takes it,
    // unless the visitor has since moved it elsewhere.
    focusButton.current = !document.activeElement?.matches(`:not(body,[href="#${menuId}"])`);
    // In the same transition as useHydrated's: the link becomes the open menu's button in one render.
    startTransition(() => setOpenOn(pathname));
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }, [pathname, hydrated]);
  useEffect(() => {
    if (!hydrated || !focusButton.current) return;
    focusButton.current = false;
    buttonRef.current?.focus();
  }, [hydrated]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // Solid white, not translucent over a backdrop blur: a sticky blur is recomputed for every frame the
  // page scrolls or animates beneath it, and at 95 % white it was barely visible (decision 117).
  return (
    <header className="sticky top-0 z-50 border-b border-emerald-100 bg-white shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          {/* The mark is the favicon's file (one drawing): an inline SVG cost the up-front script ~350 B. */}
          <img src="/favicon.svg" alt="" width={40} height={40} className="size-10 shrink-0" />
          <span className="leading-tight">
            <span className="block font-bold text-emerald-800">{productName}</span>
            <span className="block text-xs text-slate-600">{officeName}</span>
          </span>
        </Link>
        <nav aria-label={uiText.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.id}>
                <NavLink to={item.path} end className={itemClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {hydrated ? (
          <button
            ref={buttonRef}
            type="button"
            className={menuControlClass}
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? uiText.closeMenu : uiText.openMenu}
            onClick={() => setOpen(!open)}
          >
            {open ? <Icon icon={X} aria-hidden="true" className="size-6" /> : <Icon icon={Menu} aria-hidden="true" className="size-6" />}
          </button>
        ) : (
          <a href={`#${menuId}`} className={menuControlClass} aria-label={uiText.openMenu}>
            <Icon icon={Menu} aria-hidden="true" className="size-6" />
          </a>
        )}
      </div>
      <nav
        id={menuId}
        aria-label={uiText.mobileNav}
        hidden={hydrated ? !open : undefined}
        className={cn("border-t border-emerald-100 xl:hidden", !hydrated && "hidden target:block")}
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {nav.map((item) => (
            <li key={item.id}>
              <NavLink
                to={item.path}
                end
                className={(state) => cn(itemClass(state), "block py-3 text-base")}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
