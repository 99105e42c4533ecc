/**
 * Runs in every document before the page's own scripts (a preload script in Firefox; in WebKit,
 * which has no such hook in W3C WebDriver, an inline script the proxy in ./proxy.mjs puts first in
 * the HTML). It records what the suite must see fail: uncaught errors, rejected promises,
 * console.error calls, same-origin resources that fail to load, and every CSP violation.
 */
function probe() {
  if (window.__probe) return;
  var p = (window.__probe = { errors: [], csp: [] });
  var sameOrigin = function (url) {
    try {
      return new URL(url, location.href).origin === location.origin;
    } catch (e) {
      return false;
    }
  };
  addEventListener(
    "error",
    function (event) {
      if (event instanceof ErrorEvent) p.errors.push("uncaught: " + event.message + " (" + event.filename + ":" + event.lineno + ")");
      else if (event.target && event.target.tagName) {
        var url = event.target.currentSrc || event.target.src || event.target.href;
        if (url && sameOrigin(url)) p.errors.push("failed to load " + url);
      }
    },
    true,
  );
  addEventListener("unhandledrejection", function (event) {
    p.errors.push("unhandled rejection: " + ((event.reason && event.reason.message) || event.reason));
  });
  var consoleError = console.error;
  console.error = function () {
    p.errors.push("console.error: " + Array.prototype.map.call(arguments, String).join(" "));
    return consoleError.apply(this, arguments);
  };
  document.addEventListener("securitypolicyviolation", function (event) {
    p.csp.push(event.violatedDirective + " blocked " + (event.blockedURI || "inline") + " (" + event.sourceFile + ":" + event.lineNumber + ")");
  });
}

export const PROBE_SOURCE = `(${probe.toString()})();`;
