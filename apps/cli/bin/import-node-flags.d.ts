export declare const IMPORT_NODE_FLAGS: readonly string[];
export declare function hasImportNodeFlags(execArgv: readonly string[], nodeOptions?: string): boolean;
