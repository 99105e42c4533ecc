/**
 * The outside services of the CMS's production sign-in, stood in for at the network boundary: Netlify's OAuth
 * popup and GitHub's REST API. Each test runner routes the browser's requests to those two origins here
 * (Playwright's `context.route` in e2e/cms-sign-in.spec.ts, a WebDriver BiDi intercept in the engines suite).
 * The site itself is served as built, by scripts/serve.mjs, under its own public/_headers.
 */
import crypto from "node:crypto";
import { createGitHubStandIn, GITHUB_API } from "./github-api.mjs";
import { createNetlifyAuthStandIn } from "./netlify-auth.mjs";

/**
 * The name the editors' page is opened at: not localhost, where the CMS would use its local backend
 * (src/cms/cms.ts), and a .test name, which never resolves outside this machine. Each browser maps it to the
 * local server and treats it as a secure origin, as https is on Netlify: the opener policy applies only there.
 */
export const SITE_HOST = "www.blessbit.test";

/** The editor the popup signs in. */
const EDITOR = { login: "redazione-blessbit", name: "Redazione Blessbit", email: "redazione@blessbit.test" };

/**
 * @param {{ root: string, settings: { repository: string, branch: string, authBaseUrl: string, siteDomain: string } }} options
 * `root` is the project (its content/ becomes the repository's), `settings` the CMS's (src/cms/settings.ts).
 */
export function createSignInStandIns({ root, settings }) {
  const token = `gho_${crypto.randomBytes(18).toString("hex")}`;
  const github = createGitHubStandIn({ repository: settings.repository, branch: settings.branch, root, folders: ["content"], token, user: EDITOR });
  const netlify = createNetlifyAuthStandIn({ token, siteId: settings.siteDomain });
  const baseHead = github.branchHead(settings.branch);

  return {
    github,
    netlify,
    /** The origins whose requests the runner must route to `handle`. */
    origins: [GITHUB_API, settings.authBaseUrl],
    /**
     * @param {import("./github-api.mjs").StandInRequest} request
     * @returns {import("./github-api.mjs").StandInResponse}
     */
    handle(request) {
      return new URL(request.url).origin === GITHUB_API ? github.handle(request) : netlify.handle(request);
    },
    /**
     * What saving one entry through the editorial workflow left in the repository: the branches, the files the
     * review branch's commit changed (on top of the base branch, left as it was) and that file's text, and the pull
     * requests.
     * @param {{ branch: string, file: string }} entry the review branch and the entry's file
     */
    savedForReview({ branch, file }) {
      const head = github.branchHead(branch);
      return {
        branches: github.branchNames().sort(),
        baseBranchUnchanged: github.branchHead(settings.branch) === baseHead,
        commit: head ? { onBaseBranch: github.parentsOf(head)[0] === baseHead, changedFiles: github.changedFiles(head) } : null,
        text: head ? github.fileAt(head, file) : undefined,
        pullRequests: github.pullRequests().map(({ head: from, base, state, labels }) => ({ head: from, base, state, labels })),
        unexpectedCalls: github.unexpected,
      };
    },
  };
}
