import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

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

/** Runs the checker once over every document (one JVM start) and returns its messages. */
export async function checkHtml(documents: HtmlDocument[]): Promise<CheckerMessage[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'html-check-'));
  try {
    const files = documents.map((doc, index) => {
      const file = path.join(dir, `document-${index}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        javaCommand(),
        ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', '--html', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, out, err) => {
          if (error) {
            const hint = (error as NodeJS.ErrnoException).code === 'ENOENT' ? ' (no Java runtime: install default-jre-headless)' : '';
            reject(new Error(`The Nu HTML Checker did not run${hint}: ${error.message}\n${err}`));
          } else resolve(out);
        },
      );
    });
    const result = JSON.parse(stdout) as VnuJson;
    return result.messages.map((m) => {
      const index = files.findIndex((file) => m.url?.endsWith(path.basename(file)));
      return {
        document: documents[index]?.name ?? m.url ?? '(checker)',
        level: m.type === 'error' || m.type === 'non-document-error' ? 'error' : m.subType === 'warning' ? 'warning' : 'info',
        message: m.message,
        extract: (m.extract ?? '').replace(/\s+/g, ' ').trim(),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
