import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import * as siteShared from '@site/shared';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as zustand from 'zustand';
import * as zustandReact from 'zustand/react';
import * as zustandVanilla from 'zustand/vanilla';
import * as lucideIconFactory from './lucide-icon-factory';

/**
 * The module instances the shell runs on, handed to remotes as singletons: one React, one
 * emotion cache and theme, one site store; and the library parts remotes take from the shell
 * (lucide-react's icon factory). A bundler needs each import written out, so the keys are the
 * build's list (platform/webpack/singletons.js, PROVIDED_KEYS) again; shell-modules.test.ts
 * fails when the two differ.
 */
export const shellModules: Record<string, unknown> = {
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
  'lucide-react/dist/esm/createLucideIcon.mjs': lucideIconFactory,
};
