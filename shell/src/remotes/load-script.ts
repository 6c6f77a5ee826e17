/**
 * Runs a classic script from another origin (a remote entry) and settles when it has run.
 * An HTTP error or a network failure rejects, and the failed tag is removed so that a retry
 * adds a fresh one (the browser requests it again).
 */
export function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.appendChild(script);
  });
}
