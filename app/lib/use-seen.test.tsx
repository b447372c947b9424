// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSeen } from "./use-seen";

// A stand-in for the browser's IntersectionObserver: the test says when the element comes into view.
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Widget({ now = false }: { now?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref, { now });
  return <div ref={ref}>{seen ? "dilihat" : "belum"}</div>;
}

describe("useSeen", () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.all = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    cleanup();
    globalThis.IntersectionObserver = original;
  });

  it("turns true when the element comes into view, and stays true", () => {
    render(<Widget />);
    expect(screen.getByText("belum")).toBeTruthy();
    const observer = FakeObserver.all[0]!;
    act(() => observer.show(false));
    expect(screen.getByText("belum")).toBeTruthy();
    act(() => observer.show(true));
    expect(screen.getByText("dilihat")).toBeTruthy();
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.all).toHaveLength(1);
  });

  it("does not wait when asked to start now", () => {
    render(<Widget now />);
    expect(screen.getByText("dilihat")).toBeTruthy();
    expect(FakeObserver.all).toHaveLength(0);
  });

  it("does not wait in a browser without IntersectionObserver", () => {
    // @ts-expect-error: an old browser has none
    delete globalThis.IntersectionObserver;
    render(<Widget />);
    expect(screen.getByText("dilihat")).toBeTruthy();
  });
});
