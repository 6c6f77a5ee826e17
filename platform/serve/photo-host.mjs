/**
 * A stand-in for the stock photo's host (brand.json's stockImageUrl), for measurements on a
 * machine without internet. Without it the photo request fails, the page shows its fallback
 * panel, and LCP and Lighthouse describe a visitor whose photo never arrives; with it they
 * describe an online visitor.
 *
 * It is a local HTTPS server answering every path with a photo-like WebP of the width the URL's
 * `w` asks for, at the weight of a photo rather than of a flat test image. Its shape, 16:9, is
 * the intrinsic size the site declares for the photo (ResourceImage.tsx, 1200 x 675); the real
 * photo's shape and weight are assumptions here, since this machine cannot fetch it. Being on
 * this machine, it costs no DNS lookup or connection set-up: photo timings measured with it are
 * a lower bound for a visitor on a real network. Chromium is pointed at it with the flags Web Page Replay uses:
 * `--host-resolver-rules` sends the host's name to this server, and
 * `--ignore-certificate-errors-spki-list` trusts only this server's own key (no certificate
 * error is ignored for any other host). Chromium honours that flag only with a --user-data-dir;
 * Playwright and chrome-launcher both pass one.
 *
 * Needs `openssl` (for the throwaway certificate) and Chromium (to encode the images).
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, ensureChromium } from '../machine/index.mjs';
import { IMAGE_ORIGINS } from '../deploy/server/index.mjs';
import { listen } from './static-server.mjs';

/** The widths the site offers in its srcset (remote-resources/src/hub/photo/photo-sources.ts), and the URL's own. */
// Read when first needed, not on import: a command that imports serve/'s face (a release) runs
// where the resources remote's sources may not be (the browser suite's scratch clones).
let readWidths;
const stockWidths = () => (readWidths ??= JSON.parse(readFileSync(new URL('../../remote-resources/src/hub/photo/stock-photo-widths.json', import.meta.url), 'utf8')));
const ASPECT = 9 / 16;
const QUALITY = 0.7;

/** A self-signed certificate for the photo hosts' names, made for this run and deleted after. */
function throwawayCertificate(hosts) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'photo-host-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', `/CN=${hosts[0]}`,
      '-addext', `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}`,
    ], { stdio: 'pipe' });
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } catch (error) {
    throw new Error(`Could not make a certificate for the stand-in photo host with openssl (apt-get install openssl): ${error.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The base64 SHA-256 of a certificate's public key, the form --ignore-certificate-errors-spki-list takes. */
export function spkiHash(certPem) {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * Photo-like WebP images, one per width, encoded by Chromium's canvas: soft light, a few
 * blurred shapes and fine grain, which is what makes a photo weigh what it does (a flat
 * gradient would compress to almost nothing and load unrealistically fast). Seeded, so every
 * run serves the same bytes.
 */
/** @type {Promise<Map<number, Buffer>> | undefined} */
let painted;

async function paintPhotos(widths) {
  // Loaded here: the servers of this folder's face start without Playwright.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const encoded = await page.evaluate(
      ({ widths: ws, aspect, quality }) =>
        ws.map((width) => {
          let seed = 20261124;
          const random = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
          const height = Math.round(width * aspect);
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const g = canvas.getContext('2d');
          const sky = g.createLinearGradient(0, 0, width, height);
          sky.addColorStop(0, '#dfe7f1');
          sky.addColorStop(1, '#33475f');
          g.fillStyle = sky;
          g.fillRect(0, 0, width, height);
          g.filter = `blur(${Math.round(width / 120)}px)`;
          for (let i = 0; i < 40; i += 1) {
            g.fillStyle = `hsla(${200 + random() * 60}, ${30 + random() * 40}%, ${30 + random() * 50}%, 0.6)`;
            g.fillRect(random() * width, random() * height, (0.05 + random() * 0.3) * width, (0.02 + random() * 0.2) * height);
          }
          g.filter = 'none';
          const grain = g.getImageData(0, 0, width, height);
          for (let i = 0; i < grain.data.length; i += 4) {
            const n = (random() - 0.5) * 22;
            grain.data[i] += n;
            grain.data[i + 1] += n;
            grain.data[i + 2] += n;
          }
          g.putImageData(grain, 0, 0);
          return canvas.toDataURL('image/webp', quality).split(',')[1];
        }),
      { widths, aspect: ASPECT, quality: QUALITY },
    );
    return new Map(widths.map((width, i) => [width, Buffer.from(encoded[i], 'base64')]));
  } finally {
    await browser.close();
  }
}

/** The served width for a request: the nearest painted width at or above `w` (the largest if none). */
export function widthFor(requested, widths = stockWidths()) {
  const w = Number(requested);
  if (!Number.isFinite(w) || w <= 0) return widths[widths.length - 1];
  return widths.find((candidate) => candidate >= w) ?? widths[widths.length - 1];
}

/**
 * A TCP front for `port` that holds each new connection `delayMs` before passing its bytes on:
 * the set-up a real host costs (DNS, TCP and TLS: about three round trips), which DevTools'
 * network emulation does not add (it delays each request, not each connection). What a
 * preconnect saves shows only with it.
 */
async function slowToConnect(port, delayMs) {
  const front = net.createServer((client) => {
    client.pause();
    const timer = setTimeout(() => {
      const upstream = net.connect(port, '127.0.0.1');
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      upstream.on('error', end).on('close', end);
      client.on('close', end);
      client.pipe(upstream).pipe(client);
      client.resume();
    }, delayMs);
    client.on('error', () => clearTimeout(timer));
  });
  return { port: await listen(front, 0), close: () => front.close() };
}

/**
 * Starts the stand-in. `chromiumArgs` go on the command line of every Chromium that should
 * reach it; `sizes` are the served bytes per width, for the record. `connectionSetupMs` delays
 * each new connection (slowToConnect); 0, the default, answers as this machine does.
 * @returns {Promise<{ chromiumArgs: string[], sizes: Record<number, number>, close: () => void }>}
 */
export async function startPhotoHost({ connectionSetupMs = 0 } = {}) {
  const hosts = IMAGE_ORIGINS.map((origin) => new URL(origin).hostname);
  const { key, cert } = throwawayCertificate(hosts);
  // Painted once per process: the same seeded bytes every time, and painting takes a
  // Chromium of its own (seconds on a busy machine).
  painted ??= paintPhotos(stockWidths());
  const photos = await painted;
  const server = https.createServer({ key, cert }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://stand-in');
    const body = photos.get(widthFor(url.searchParams.get('w')));
    res.writeHead(200, {
      'Content-Type': 'image/webp',
      'Content-Length': body.length,
      // As an image CDN answers: cacheable for a long time, by anyone.
      'Cache-Control': 'public, max-age=31536000',
      'Access-Control-Allow-Origin': '*',
      'Timing-Allow-Origin': '*',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  const serverPort = await listen(server, 0);
  const front = connectionSetupMs > 0 ? await slowToConnect(serverPort, connectionSetupMs) : null;
  const port = front?.port ?? serverPort;
  return {
    chromiumArgs: [
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host}:443 127.0.0.1:${port}`).join(',')}`,
      `--ignore-certificate-errors-spki-list=${spkiHash(cert)}`,
    ],
    sizes: Object.fromEntries([...photos].map(([width, body]) => [width, body.length])),
    close: () => {
      front?.close();
      server.close();
    },
  };
}
