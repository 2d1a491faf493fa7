export const SERVER_NODE_FLAGS: readonly string[];
export const SERVER_ENV: Readonly<Record<string, string>>;
