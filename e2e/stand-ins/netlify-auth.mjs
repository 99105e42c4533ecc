/**
 * A stand-in for Netlify's OAuth popup (https://api.netlify.com/auth), for the CMS sign-in tests only. Netlify
 * signs the editor in with GitHub, then its popup page hands the token to the CMS through `window.opener`, in the
 * handshake decap-cms-lib-auth (netlify-auth.js) expects: the popup posts "authorizing:github" to any origin;
 * the CMS, seeing it come from its `base_url`, posts it back; the popup then posts
 * `authorization:github:success:{"token":…,"provider":"github"}` to the origin that answered. Here the GitHub
 * step is skipped: the popup hands over the stand-in API's token (github-api.mjs).
 * The popup writes what it saw into its own page (`#opener`), for the test to read.
 */
const NETLIFY_API = "https://api.netlify.com";

/**
 * @param {{ token: string, siteId: string }} options `siteId` is the site domain the CMS must ask for (backend.site_domain).
 */
export function createNetlifyAuthStandIn({ token, siteId }) {
  /** @type {string[]} the query of every popup opened */
  const opened = [];
  const page = (/** @type {string} */ provider) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Authorizing with GitHub</title></head>
<body>
<p id="opener">window.opener: …</p>
<script>
  const credentials = ${JSON.stringify(JSON.stringify({ token, provider }))};
  const state = document.getElementById("opener");
  if (!window.opener) {
    state.textContent = "window.opener: null";
  } else {
    state.textContent = "window.opener: present";
    window.addEventListener("message", (event) => {
      state.textContent = "window.opener: answered from " + event.origin;
      window.opener.postMessage("authorization:${provider}:success:" + credentials, event.origin);
    }, { once: true });
    window.opener.postMessage("authorizing:${provider}", "*");
  }
</script>
</body>
</html>`;

  return {
    opened,
    /**
     * Answers one request to https://api.netlify.com: the popup for a GitHub sign-in to this site, a 404 otherwise.
     * @param {{ method: string, url: string }} request
     * @returns {{ status: number, headers: Record<string, string>, body: string }}
     */
    handle(request) {
      const url = new URL(request.url);
      if (request.method !== "GET" || url.pathname !== "/auth") return { status: 404, headers: { "content-type": "text/plain" }, body: "Not Found" };
      opened.push(url.search);
      const provider = url.searchParams.get("provider");
      if (provider !== "github" || url.searchParams.get("site_id") !== siteId) {
        return {
          status: 404,
          headers: { "content-type": "text/plain" },
          body: `No site ${url.searchParams.get("site_id")} with a ${provider} provider`,
        };
      }
      return { status: 200, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }, body: page(provider) };
    },
  };
}
