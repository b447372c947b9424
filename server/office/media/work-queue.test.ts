import { describe, expect, it } from "vitest";
import { createWorkQueue } from "./work-queue";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("createWorkQueue", () => {
  it("runs two at a time: a third waits its turn, in order, and a full queue turns work away", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 1 });
    const started: string[] = [];
    const gates = { a: deferred(), b: deferred(), c: deferred() };
    const task = (name: keyof typeof gates) => async () => {
      started.push(name);
      await gates[name].promise;
      return name;
    };
    const a = queue.run(task("a"))!;
    const b = queue.run(task("b"))!;
    const c = queue.run(task("c"))!;
    expect(queue.run(task("a"))).toBeUndefined();
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    expect([queue.running, queue.waiting]).toEqual([2, 1]);

    gates.b.resolve();
    expect(await b).toBe("b");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(["a", "b", "c"]);
    expect([queue.running, queue.waiting]).toEqual([2, 0]);

    gates.a.resolve();
    gates.c.resolve();
    expect(await Promise.all([a, c])).toEqual(["a", "c"]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("frees the place of a task that fails", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error("gagal")))).rejects.toThrow("gagal");
    expect(await queue.run(async () => "lanjut")).toBe("lanjut");
  });
});
