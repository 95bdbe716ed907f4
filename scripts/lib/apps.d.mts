// Types of what TypeScript code (the bench) imports from apps.mjs.
export declare const SERVICE_NODE_OPTIONS: string;
export declare function withServiceNodeOptions(nodeOptions: string | undefined): string;
/** The renderer's development credential (apps.mjs). */
export declare const DEV_RENDERER_TOKEN: string;
