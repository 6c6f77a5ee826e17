/** Baked in by platform/webpack/webpack.js: the contract version an app was built against. */
declare const __CONTRACT_VERSION__: string;
