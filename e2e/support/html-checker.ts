import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from '../../platform/serve/index.mjs';

const require = createRequire(import.meta.url);
/** The W3C Nu HTML Checker as the vnu-jar package ships it (it needs a Java 11+ runtime). */
const VNU_JAR = String(require('vnu-jar'));

export interface HtmlDocument {
  /** What the document is, for the failure message: "hash mode /contact (rendered DOM)". */
  name: string;
  html: string;
}

export interface CheckerMessage {
  document: string;
  /** "error", "warning" or "info" (the checker's info messages without the warning subtype). */
  level: 'error' | 'warning' | 'info';
  message: string;
  extract: string;
}

/**
 * A checker warning we keep on purpose. Errors cannot be allowed: the site has none, and a new
 * one is a bug. Each warning allowed says why it is right for this site.
 */
export interface WarningAllowance {
  message: RegExp;
  /** Only in the documents whose name matches; every document when left out. */
  documents?: RegExp;
  reason: string;
}

interface VnuJson {
  messages: Array<{ type: string; subType?: string; url?: string; message: string; extract?: string }>;
}

function javaCommand(): string {
  return process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
}

/**
 * HotSpot's quick compiler only (C1): a run checks a few dozen documents, which never repay the
 * optimising compiler's work, and that work competed with the browser for the two cores. Starting
 * the service and checking the 8 routes' HTML took 7.5-8.3 s and 8-9 s of CPU this way, against
 * 10.5-10.9 s and 15-17 s of CPU by default. Its frames are larger, so loading the HTML schema
 * needs a bigger stack than the default 1 MB (it overflowed).
 */
const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-Xss8m'];

/**
 * The checker as a web service (its documented servlet mode), started once per test worker and
 * asked for each document: a JVM takes seconds to start, which the command-line checker would
 * pay for every test that checks HTML.
 */
let service: Promise<string> | undefined;

async function checkerService(): Promise<string> {
  service ??= (async () => {
    const port = await freePort();
    const child = spawn(javaCommand(), [...JVM_FLAGS, `-Dnu.validator.servlet.bind-address=127.0.0.1`, '-cp', VNU_JAR, 'nu.validator.servlet.Main', String(port)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    process.once('exit', () => child.kill());
    const failed = new Promise<never>((_, reject) => {
      child.once('error', (error) => {
        const hint = (error as NodeJS.ErrnoException).code === 'ENOENT' ? ' (no Java runtime: install default-jre-headless)' : '';
        reject(new Error(`The Nu HTML Checker did not start${hint}: ${error.message}`));
      });
      child.once('exit', (code) => reject(new Error(`The Nu HTML Checker exited with ${code}:\n${stderr.slice(-2000)}`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    const answers = async () => {
      for (;;) {
        if (await fetch(url).then((response) => response.ok, () => false)) return url;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    return Promise.race([answers(), failed]);
  })();
  return service;
}

/** Checks every document with the checker's service and returns its messages. */
export async function checkHtml(documents: HtmlDocument[]): Promise<CheckerMessage[]> {
  const url = await checkerService();
  const results = await Promise.all(
    documents.map(async (doc) => {
      const response = await fetch(`${url}?out=json`, { method: 'POST', headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: doc.html });
      if (!response.ok) throw new Error(`The Nu HTML Checker answered ${response.status} for ${doc.name}`);
      return { doc, result: (await response.json()) as VnuJson };
    }),
  );
  return results.flatMap(({ doc, result }) =>
    result.messages.map((m) => ({
      document: doc.name,
      level: m.type === 'error' || m.type === 'non-document-error' ? 'error' : m.subType === 'warning' ? 'warning' : 'info',
      message: m.message,
      extract: (m.extract ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
}

/**
 * Where the checker is wrong rather than the page: CSS errors (its CSS grammar predates some
 * properties browsers ship) on values the CSS specifications define. Only "CSS:" messages can
 * match one; an HTML error always fails.
 */
export interface CheckerGap {
  message: RegExp;
  reason: string;
}

/** The messages that fail a check: every error but the checker's own CSS gaps, and each warning no allowance explains. */
export function unexpectedMessages(messages: CheckerMessage[], allowances: WarningAllowance[], gaps: CheckerGap[] = []): string[] {
  return messages
    .filter(
      (m) =>
        (m.level === 'error' && !(m.message.startsWith('CSS: ') && gaps.some((gap) => gap.message.test(m.message)))) ||
        (m.level === 'warning' && !allowances.some((a) => a.message.test(m.message) && (a.documents?.test(m.document) ?? true))),
    )
    .map((m) => `${m.document}: ${m.level}: ${m.message}${m.extract ? `\n    ${m.extract.slice(0, 160)}` : ''}`);
}

/** The document as the browser holds it now, serialised with its doctype. */
export async function renderedDocument(page: Page): Promise<string> {
  return page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
}
