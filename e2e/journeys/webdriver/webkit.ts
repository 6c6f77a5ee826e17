import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, Capabilities, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../../platform/serve/index.mjs';

/**
 * Debian's WebKitGTK under classic WebDriver: WebKitWebDriver starts its MiniBrowser, a GTK
 * window, so without a display it gets a virtual one (Xvfb, which picks a free display number
 * itself with -displayfd). Paths come from platform/machine/engines.mjs through the environment.
 */
export interface WebKitDriver {
  /** A fresh MiniBrowser; `none` returns from get() at once instead of at the load event. */
  newSession(options?: { pageLoadStrategy?: 'normal' | 'none' }): Promise<WebDriver>;
  stop(): Promise<void>;
}

const stopped = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdio[3]!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.once('error', (error) => reject(new Error(`Xvfb could not start (${error.message}): install Debian's xvfb`)));
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr.trim()}`)));
  });
  return { display, child };
}

export async function startWebKitDriver(): Promise<WebKitDriver> {
  const driverPath = process.env.WEBKIT_DRIVER_PATH;
  const browserPath = process.env.WEBKIT_BROWSER_PATH;
  if (!driverPath || !browserPath) throw new Error('WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH are not set: run through npm test or npm run smoke, which find WebKit');
  const xvfb = process.env.DISPLAY ? null : await startXvfb();
  const port = await freePort();
  const driver = spawn(driverPath, [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...(xvfb ? { DISPLAY: xvfb.display } : {}) },
  });
  const server = `http://127.0.0.1:${port}`;
  // Ready once it answers its status endpoint.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const status = await fetch(`${server}/status`);
      if (status.ok) break;
    } catch {
      if (attempt > 100 || driver.exitCode !== null) throw new Error(`WebKitWebDriver (${driverPath}) did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    newSession: ({ pageLoadStrategy = 'normal' } = {}) =>
      new Builder()
        .usingServer(server)
        .withCapabilities(
          new Capabilities({
            browserName: 'MiniBrowser',
            pageLoadStrategy,
            'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
          }),
        )
        .build(),
    async stop() {
      driver.kill();
      await stopped(driver);
      if (xvfb) {
        xvfb.child.kill();
        await stopped(xvfb.child);
      }
    },
  };
}
