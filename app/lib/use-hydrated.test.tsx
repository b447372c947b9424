// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense, use } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated";

function State() {
  return <p>{useHydrated() ? "terhidrasi" : "statis"}</p>;
}

const never = new Promise<never>(() => {});

// Suspends for good once hydrated: a synchronous update would replace it with the fallback, a
// transition keeps what is on screen.
function SuspendsWhenHydrated() {
  if (useHydrated()) use(never);
  return <p>statis</p>;
}

describe("useHydrated", () => {
  afterEach(() => cleanup());

  it("is false in the prerendered HTML", () => {
    expect(renderToString(<State />)).toBe("<p>statis</p>");
  });

  it("hydrates the prerendered HTML without a mismatch, then turns true", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<State />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <State />, { onRecoverableError });
    });
    expect(container.textContent).toBe("terhidrasi");
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });

  it("turns true after a client-side mount too", async () => {
    await act(async () => {
      render(<State />);
    });
    expect(screen.getByText("terhidrasi")).toBeTruthy();
  });

  it("turns true in a transition, so content already on screen is not replaced by a fallback", async () => {
    await act(async () => {
      render(
        <Suspense fallback={<p>memuat</p>}>
          <SuspendsWhenHydrated />
        </Suspense>,
      );
    });
    expect(screen.getByText("statis")).toBeTruthy();
    expect(screen.queryByText("memuat")).toBeNull();
  });
});
