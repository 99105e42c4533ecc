// @mdn/mdn-http-observatory is JavaScript with JSDoc types only inside its own tree: the parts scripts/observatory.mjs
// uses, as its src/ declares them.
declare module "@mdn/mdn-http-observatory/src/types.js" {
  /** An axios response, with the page's <meta http-equiv> policies. */
  interface Response {
    headers: Record<string, string>;
    status: number;
    data: string;
    verified: boolean;
    httpEquiv?: Map<string, string[]>;
    [key: string]: unknown;
  }
  export class Requests {
    constructor(hostname: string);
    hostname: string;
    resources: { path: string | null };
    responses: {
      auto: Response | null;
      http: Response | null;
      https: Response | null;
      cors: Response | null;
      httpRedirects: { url: URL; status: number }[];
      httpsRedirects: { url: URL; status: number }[];
    };
    session: unknown;
  }
}
declare module "@mdn/mdn-http-observatory/src/constants.js" {
  export const ALL_TESTS: ((requests: import("@mdn/mdn-http-observatory/src/types.js").Requests) => { result: string | null })[];
}
declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}
declare module "@mdn/mdn-http-observatory/src/retriever/utils.js" {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
}
