// Files: save what the bridge writes (SVG, .maz, .labyrinth) or the picture drawn by the
// browser (PNG), and open a file picked or dropped on the page.

/** Offer ``blob`` as a download named ``name``. */
export function download(name: string, blob: Blob): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The picture as PNG, drawn by the browser at its own size. */
export async function pngOf(picture: HTMLImageElement): Promise<Blob> {
  await picture.decode();
  const canvas = document.createElement("canvas");
  canvas.width = picture.naturalWidth;
  canvas.height = picture.naturalHeight;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  context.drawImage(picture, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"),
  );
}

/** Call ``open`` with each file dropped on ``target`` (the first one). */
export function acceptDrops(target: HTMLElement, open: (file: File) => void): void {
  target.addEventListener("dragover", (event) => {
    event.preventDefault();
    target.classList.add("dropping");
  });
  target.addEventListener("dragleave", () => target.classList.remove("dropping"));
  target.addEventListener("drop", (event) => {
    event.preventDefault();
    target.classList.remove("dropping");
    const file = event.dataTransfer?.files[0];
    if (file) open(file);
  });
}
