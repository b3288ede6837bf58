import { LazyPage } from "./lazy-page";

// The browser loads a page's chunk before rendering it; the server bundle hands the
// module over synchronously. Both paths, and a retry after a failed download.

const Page = () => null;

describe("LazyPage", () => {
  it("resolves at once when the importer returns the module (server bundle)", () => {
    const importer = vi.fn(() => ({ Page }));
    const page = new LazyPage(importer, (m) => m.Page);
    expect(page.resolve()).toBe(Page);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("loads the chunk once, then resolves to the component (browser)", async () => {
    const importer = vi.fn(async () => ({ Page }));
    const page = new LazyPage(importer, (m) => m.Page);
    await Promise.all([page.load(), page.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(page.resolve()).toBe(Page);
  });

  it("hands out a lazy stand-in before the chunk is in", () => {
    const page = new LazyPage(() => new Promise(() => {}), () => Page);
    const stand = page.resolve();
    expect(stand).not.toBe(Page);
    expect(page.resolve()).toBe(stand);
  });

  it("tries the download again after a failure", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ Page });
    const page = new LazyPage(importer, (m) => m.Page);
    await expect(page.load()).rejects.toThrow("offline");
    await expect(page.load()).resolves.toBe(Page);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
