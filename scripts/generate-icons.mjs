// `npx tsx scripts/generate-icons.mjs`: redraws the committed app icons and the OpenGraph image from
// public/favicon.svg with the system Chromium. Run it after changing the logo or the office name and
// commit the results; the build only copies public/ and never runs this.
import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { getOffice } from "../app/content/site.server.ts";

const office = getOffice();

const publicDir = new URL("../public/", import.meta.url);
const logo = readFileSync(new URL("favicon.svg", publicDir), "utf8");
const logoData = `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

async function render(html, width, height, { transparent = false } = {}) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!DOCTYPE html><html><head><style>
    html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
    body { font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; }
  </style></head><body>${html}</body></html>`);
  const png = await page.screenshot({ type: "png", omitBackground: transparent });
  await page.close();
  return png;
}

// Square icon: the logo on a light emerald tile with a safe margin, so it also survives a maskable crop.
const squareIcon = (size, padding) => `
  <div style="width:${size}px;height:${size}px;background:#ecfdf5;display:flex;align-items:center;justify-content:center">
    <img src="${logoData}" style="width:${size - 2 * padding}px;height:${size - 2 * padding}px" alt="">
  </div>`;

const icons = {
  "icon-192.png": await render(squareIcon(192, 24), 192, 192),
  "icon-512.png": await render(squareIcon(512, 64), 512, 512),
  "apple-touch-icon.png": await render(squareIcon(180, 20), 180, 180),
  // Maskable: the launcher may crop to a circle of 80 % of the width, so the logo stays inside it.
  "icon-maskable-512.png": await render(squareIcon(512, 112), 512, 512),
  // Manifest shortcuts (Pemetaan, Kuis) use the logo at the recommended 96 px.
  "icon-96.png": await render(squareIcon(96, 12), 96, 96),
};
for (const [name, png] of Object.entries(icons)) writeFileSync(new URL(name, publicDir), png);

// favicon.ico: an ICO container holding 32 and 16 px PNGs (every current browser reads PNG-in-ICO).
const plainLogo = (size) => `<img src="${logoData}" style="display:block;width:${size}px;height:${size}px" alt="">`;
const icoImages = [
  { size: 32, png: await render(plainLogo(32), 32, 32, { transparent: true }) },
  { size: 16, png: await render(plainLogo(16), 16, 16, { transparent: true }) },
];
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(icoImages.length, 4);
let offset = 6 + 16 * icoImages.length;
const entries = icoImages.map(({ size, png }) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(new URL("favicon.ico", publicDir), Buffer.concat([header, ...entries, ...icoImages.map((i) => i.png)]));

// OpenGraph image, 1200×630: what a shared link shows on WhatsApp, Facebook and X.
const og = `
  <div style="box-sizing:border-box;width:1200px;height:630px;padding:64px 80px 48px;color:#fff;
              background:#047857;border-bottom:24px solid #fbbf24;
              display:flex;flex-direction:column;justify-content:space-between">
    <div style="display:flex;align-items:center;gap:28px">
      <div style="width:132px;height:132px;border-radius:28px;background:#ecfdf5;display:flex;align-items:center;justify-content:center">
        <img src="${logoData}" style="width:104px;height:104px" alt="">
      </div>
      <div>
        <div style="font-size:76px;font-weight:700;letter-spacing:1px">${office.productName}</div>
        <div style="font-size:34px;color:#d1fae5;margin-top:6px">${office.officeName}, ${office.city}</div>
      </div>
    </div>
    <div style="font-size:40px;line-height:1.3;max-width:1000px">
      Portal informasi wakaf: literasi, dasar hukum, berita, galeri, dan peta tanah wakaf.
    </div>
    <div style="font-size:30px;color:#fde68a">${office.tagline}
      <div style="color:#d1fae5;font-size:24px;margin-top:8px">${office.ministry}</div>
    </div>
  </div>`;
writeFileSync(new URL("og-image.png", publicDir), await render(og, 1200, 630));

await browser.close();
console.log(
  "generate-icons: favicon.ico, icon-192.png, icon-512.png, icon-maskable-512.png, icon-96.png, apple-touch-icon.png, og-image.png written to public/",
);
