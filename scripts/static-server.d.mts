import type { Server } from "node:http";

export type HeaderRule = { path: string; headers: Record<string, string> };
export function parseHeadersFile(text: string): HeaderRule[];
export function resolveFile(root: string, urlPath: string): string | null;
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string>;
export function cacheControlFor(urlPath: string): string;
export function createStaticServer(options: { root: string; extraHeaders?: (urlPath: string) => Record<string, string> }): Server;
export function listen(server: Server, port: number): Promise<{ close: () => Promise<unknown> }>;
