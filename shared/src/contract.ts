import type { ComponentType } from 'react';

/**
 * Version of this contract (the store's shape, routes, config, UI kit and the page rules below).
 * Bump the major on any change a remote built against the old one could trip over (a removed
 * or renamed export, a new rule); the shell refuses a remote whose major differs, with a
 * visible fallback instead of a broken page. Bump the minor on an addition (a new export): a
 * remote that uses it needs a shell that provides it, and the federation runtime warns when
 * the shell's copy is older than the remote asks for.
 * Keep in step with shared/package.json (a unit test checks it).
 */
export const CONTRACT_VERSION = '2.0.0';

export function contractMajor(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major) ? major : Number.NaN;
}

export function isCompatibleContract(remoteVersion: unknown, hostVersion = CONTRACT_VERSION): boolean {
  return typeof remoteVersion === 'string' && contractMajor(remoteVersion) === contractMajor(hostVersion);
}

/**
 * What every exposed page module of a remote exports (rules "page-module" and
 * "contract-version" below). `contractVersion` is the version the remote was built against:
 * `__CONTRACT_VERSION__`, baked in at its build, not read from the shared singleton.
 */
export interface RemotePageModule {
  default: ComponentType;
  contractVersion: string;
}

/**
 * Everything the shell relies on from a remote's page, one rule each. A team's page that
 * breaks one fails a test named after the rule: its unit tests
 * (src/exposes/exposes.contract.test.ts, shared/testing/remote-page-contract.tsx) and the
 * browser suite (e2e/contract/remote-contract.spec.ts). docs/architecture.md tells why each holds.
 */
export const REMOTE_PAGE_RULES = {
  /** The remote's pages.json declares the page; the build exposes `./<Module>` from that file. */
  'exposed-as-listed': 'is exposed as "./<Module>" from src/exposes/<Module>.tsx, for the page the remote\'s pages.json declares',
  /** The loader renders `default` with no props, and refuses a module without one. */
  'page-module': "exports the page as its default: a React component that needs no props",
  /** The loader compares majors, and shows "being updated" for another one. */
  'contract-version': 'exports contractVersion, the @site/shared version it was built against, of the major the shell runs',
  /** The shell provides one React, store and emotion cache; a second copy splits them. */
  'shared-singletons': "takes React, react-dom, zustand, emotion and @site/shared from the shell, at versions the shell provides (it is built with platform/webpack/singletons.js)",
  /** After a navigation the shell focuses `[data-route-path] h1` and announces the page. */
  'one-heading': 'renders one h1, its main heading',
  /** The announcement waits for the title; prerendering copies title and description into the HTML. */
  'document-meta': 'sets the document title ("{page} | {brand}") and the meta description: those its pages.json declares, with useDeclaredHead, or ones that follow its state, with useDocumentMeta',
  /** Prerendering keeps the rules emotion inserted, and nothing else. */
  'emotion-styles': 'styles itself with emotion only (styled, css): no stylesheet, <style> or style sheet of its own',
  /** Each URL mode writes links its own way, and the shell owns the history. */
  'store-navigation': "links and navigates through @site/shared (Link, paths, navigate): every link to the site is in the form the site's URL mode writes",
  /** Prerendering waits for the page to be complete before it copies it. */
  'busy-while-incomplete': 'marks itself aria-busy="true" while it renders in steps, and nothing once complete',
  /** The takeover finds the same links, buttons and fields to carry focus and typing over. */
  'stable-markup': 'renders the same links, buttons and fields for the same route and content, in its HTML and live',
} as const;

export type RemotePageRule = keyof typeof REMOTE_PAGE_RULES;
