/**
 * The remote machinery as the rest of the shell uses it (the entry chunk uses ./startup.ts,
 * which pulls in no React). Inside, each folder owns one concern and imports only the ones
 * below it: page/ (the page a remote serves, its loading and unavailable states) → warming/
 * (getting ready before a tap) → loading/ (the federation runtime, retries, the contract check,
 * early requests, script hints) → preview/ (which version this tab runs: remotes.json with a
 * team's preview in place, and its banner) → registry/ (which remotes serve which pages, and
 * remotes.json's format). docs/architecture.md, "Loading a remote page", tells the story.
 */
export { RemotePage } from './page/RemotePage';
export { RemotePreviewBanner } from './preview/RemotePreviewBanner';
export { remotePageAt } from './registry/remote-pages';
export { usePreloadRemotes } from './warming/usePreloadRemotes';
