// netlify-redirector ships no types: the part scripts/static-server.mjs uses, as @netlify/redirects declares it.
declare module "netlify-redirector" {
  export interface Request {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }
  export type Match = { to: string; status: number; force: boolean; force404?: false } | { force404: true };
  export interface RedirectMatcher {
    match(request: Request): Match | null;
  }
  const redirector: { parseJSON(rules: string, options: { jwtSecret?: string; jwtRoleClaim?: string }): Promise<RedirectMatcher> };
  export default redirector;
}
