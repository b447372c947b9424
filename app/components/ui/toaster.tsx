import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useSyncExternalStore } from "react";
import { uiText } from "~/content/ui-text";
import { cn } from "~/lib/cn";
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  dismissToast,
  getToastSnapshot,
  subscribeToasts,
} from "~/lib/toast-store";

const getServerSnapshot = () => null;

/** The site's one notification area, mounted once in the root layout. */
export function Toaster() {
  const item = useSyncExternalStore(subscribeToasts, getToastSnapshot, getServerSnapshot);
  const destructive = item?.variant === "destructive";
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notifikasi"
    >
      {item && (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.action ? Infinity : undefined}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={destructive ? "foreground" : "background"}
          data-variant={item.variant}
          data-testid="toast"
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0",
            "data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out",
            "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
            destructive ? "border-red-700 bg-red-700 text-white" : "border-emerald-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className={cn("text-sm", destructive ? "text-red-50" : "text-slate-700")}>
                {item.description}
              </ToastPrimitive.Description>
            )}
            {item.action && (
              <ToastPrimitive.Action
                altText={item.action.altText}
                onClick={item.action.onAction}
                className="mt-2 justify-self-start rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              >
                {item.action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={uiText.closeToast}
            className={cn(
              "absolute top-2 right-2 rounded-md p-1.5 focus-visible:outline-2 focus-visible:outline-offset-2",
              destructive ? "text-white hover:bg-red-800 focus-visible:outline-white" : "text-slate-600 hover:bg-slate-100 focus-visible:outline-emerald-700",
            )}
          >
            <Icon icon={X} aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        label="Notifikasi ({hotkey})"
        className="fixed top-16 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
