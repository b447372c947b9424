// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LawOpenButton } from "./law-open-button";

afterEach(cleanup);

describe("LawOpenButton", () => {
  it("with a url: a link opening the document in a new tab, without a notice", async () => {
    const onMissing = vi.fn();
    render(
      <LawOpenButton
        law={{ title: "Peraturan Pemerintah Nomor 42 Tahun 2006", url: "https://jdih.kemenag.go.id/regulation" }}
        onMissing={onMissing}
      />,
    );
    const link = screen.getByRole("link", { name: /Buka Dokumen Peraturan Pemerintah Nomor 42 Tahun 2006/ });
    expect(link).toHaveAttribute("href", "https://jdih.kemenag.go.id/regulation");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.queryByRole("button")).toBeNull();
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onMissing).not.toHaveBeenCalled();
  });

  it("with an empty url: a button that reports the missing file and links nowhere", async () => {
    const onMissing = vi.fn();
    render(<LawOpenButton law={{ title: "Undang-Undang Nomor 41 Tahun 2004", url: "" }} onMissing={onMissing} />);
    expect(screen.queryByRole("link")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Unduh PDF Undang-Undang Nomor 41 Tahun 2004" }));
    expect(onMissing).toHaveBeenCalledTimes(1);
  });
});
