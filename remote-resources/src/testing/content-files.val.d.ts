/** Every file build/content-files.js writes: its name in the remote's folder and its text. */
export declare const contentFiles: readonly { file: string; text: string }[];
