/** Baked in by shared/build/webpack.js: the contract version an app was built against. */
declare const __CONTRACT_VERSION__: string;
