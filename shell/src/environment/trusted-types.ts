/**
 * Trusted Types for scripts. The CSP requires a trusted value wherever a script sets a script's
 * URL (`require-trusted-types-for 'script'`) and allows one policy, "default"; this is it. The
 * browser consults it for every script URL set from a string: webpack's chunk loading in the
 * shell and in every remote, the federation runtime's script tags. It admits only the site's
 * own origin and the origins the shell loads remotes from (remotes.json), so code that slipped
 * in cannot pull a script from anywhere else.
 */

interface ScriptUrlPolicyFactory {
  createPolicy(name: 'default', rules: { createScriptURL: (url: string) => string }): unknown;
}

const allowedOrigins = new Set<string>();

/** Adds the origins of these URLs (remotes' manifests) to those scripts may come from. */
export function allowScriptOrigins(urls: string[]): void {
  for (const url of urls) allowedOrigins.add(new URL(url, document.baseURI).origin);
}

/** The script URL as given, if its origin is allowed; otherwise the browser refuses the script. */
export function checkScriptUrl(url: string): string {
  const { origin } = new URL(url, document.baseURI);
  if (!allowedOrigins.has(origin)) throw new TypeError(`Scripts from ${origin} are not allowed on this site`);
  return url;
}

/** Creates the policy; in browsers without Trusted Types, the CSP's script-src alone applies. */
export function installScriptPolicy(): void {
  allowedOrigins.add(window.location.origin);
  const factory = (window as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  factory?.createPolicy('default', { createScriptURL: checkScriptUrl });
}
