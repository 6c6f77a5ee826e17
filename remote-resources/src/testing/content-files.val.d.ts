/** Every file build/content-files.js writes: its name in the remote's folder and its text. */
export declare const contentFiles: readonly { file: string; text: string }[];
/** The concrete paths of each pattern of pages.json, by its module, as the build lists them. */
export declare const listedPaths: Readonly<Record<string, readonly string[]>>;
