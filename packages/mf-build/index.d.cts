// Types of what TypeScript code takes from index.cjs (the webpack configs that use the rest are CommonJS).

/** Libraries that carry React context or module state: one copy per page, and per server render. */
export declare const SINGLETONS: readonly string[];
