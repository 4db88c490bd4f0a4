/** Types of chromium.mjs, which plain Node scripts import as it is. */
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): Promise<string>;
