export declare function parseEnvFile(text: string): Record<string, string>;
export declare function loadEnvFile(file: string): string[];
