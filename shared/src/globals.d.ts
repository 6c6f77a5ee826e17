/** Baked in by platform/webpack/configs/base-config.js: the contract version an app was built against. */
declare const __CONTRACT_VERSION__: string;
