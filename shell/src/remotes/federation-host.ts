import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import { createInstance } from '@module-federation/enhanced/runtime';
import * as siteShared from '@site/shared';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as zustand from 'zustand';
import * as zustandReact from 'zustand/react';
import * as zustandVanilla from 'zustand/vanilla';
import { takeEarlyManifest } from './early-manifest';

/** Versions of the provided modules as installed, from the build (shared/build/webpack.js). */
declare const __PROVIDED_SHARED__: Record<string, { version: string; requiredVersion: string }>;
export const providedVersions = __PROVIDED_SHARED__;

/**
 * The module instances the shell runs on, handed to remotes as singletons: one React, one
 * emotion cache and theme, one site store. The keys must match the build's provided list.
 */
export const providedModules: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  zustand,
  'zustand/vanilla': zustandVanilla,
  'zustand/react': zustandReact,
  '@emotion/react': emotionReact,
  '@emotion/styled': emotionStyled,
  '@site/shared': siteShared,
};

/**
 * The shell's Module Federation host. This module is its own chunk, imported on the first
 * remote page (or hover over a link to one): the shell is not built with the federation
 * plugin, so home, benefits and about never download the federation runtime.
 */
export const federation = createInstance({
  name: 'shell',
  // A manifest the entry chunk already requested (early-manifest.ts) is not fetched again.
  plugins: [{ name: 'site-early-manifest', fetch: (url: string) => takeEarlyManifest(url) }],
  remotes: [],
  shareStrategy: 'loaded-first',
  shared: Object.fromEntries(
    Object.entries(providedVersions).map(([key, { version, requiredVersion }]) => [
      key,
      { version, lib: () => providedModules[key], shareConfig: { singleton: true, requiredVersion } },
    ]),
  ),
});
