/**
 * A stand-in for GitHub's REST API (https://api.github.com), for the CMS sign-in tests only: never part of the
 * site. Its repository's default branch holds this project's `content/`, read from disk, stored as git objects
 * with git's own SHA-1s. It answers the calls Decap's github backend makes (docs/cms-sign-in.md lists them), with
 * the fields GitHub documents for them, keeps what an editor's save writes (blobs, trees, commits, branches, pull
 * requests and their labels) and lists every other call in `unexpected`, answered with GitHub's 404.
 * Every call must carry the token the stand-in popup handed over (netlify-auth.mjs).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const GITHUB_API = "https://api.github.com";

/** GitHub's CORS answer: the CMS calls the API from the editors' page, another origin. */
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset",
};
const PREFLIGHT = {
  ...CORS,
  "access-control-allow-headers": "Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, X-Requested-With",
  "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
  "access-control-max-age": "86400",
};
const DOCS = "https://docs.github.com/rest";

/**
 * @typedef {{ method: string, url: string, headers: Record<string, string>, body?: string | null }} StandInRequest
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} StandInResponse
 * @typedef {{ mode: string, type: "blob" | "tree", sha: string }} TreeEntry
 * @typedef {{ name: string, email: string, date: string }} Signature
 * @typedef {{ tree: string, parents: string[], message: string, author: Signature, committer: Signature }} Commit
 * @typedef {{ number: number, title: string, body: string, head: string, base: string, labels: string[], state: string, created_at: string, updated_at: string }} PullRequest
 */

const sha1 = (/** @type {Buffer} */ data) => crypto.createHash("sha1").update(data).digest("hex");
/** A git object's id: the SHA-1 of its type, size and content. */
const objectId = (/** @type {string} */ type, /** @type {Buffer} */ content) =>
  sha1(Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content]));

function gitTime(/** @type {string} */ iso) {
  return `${Math.floor(Date.parse(iso) / 1000)} +0000`;
}

/** The files under `dir`, relative to `base`, with `/` separators. */
function filesUnder(/** @type {string} */ dir, /** @type {string} */ base) {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(full, base));
    else if (entry.isFile()) files.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return files;
}

/** Whether a blob is text (GitHub gives a `patch` for text files only; Decap reads its absence as a media file). */
const isText = (/** @type {Buffer} */ content) => !content.includes(0) && Buffer.from(content.toString("utf8"), "utf8").equals(content);

/**
 * @param {{ repository: string, branch: string, root: string, folders: string[], token: string,
 *   user: { login: string, name: string, email: string } }} options
 * `repository` is "owner/name", `folders` the repository's folders copied from `root` (the project).
 */
export function createGitHubStandIn({ repository, branch, root, folders, token, user }) {
  const [owner, name] = repository.split("/");
  /** @type {Map<string, Buffer>} */
  const blobs = new Map();
  /** @type {Map<string, Map<string, TreeEntry>>} */
  const trees = new Map();
  /** @type {Map<string, Commit>} */
  const commits = new Map();
  /** @type {Map<string, string>} branch name to commit sha */
  const branches = new Map();
  /** @type {PullRequest[]} */
  const pulls = [];
  /** @type {string[]} every call, "METHOD /path?query" */
  const calls = [];
  /** @type {string[]} calls this stand-in does not know */
  const unexpected = [];

  const putBlob = (/** @type {Buffer} */ content) => {
    const sha = objectId("blob", content);
    blobs.set(sha, content);
    return sha;
  };

  const putTree = (/** @type {Map<string, TreeEntry>} */ entries) => {
    // Git sorts a tree's entries by name, a subtree's name as if it ended in "/".
    const key = (/** @type {string} */ entryName) => (entries.get(entryName)?.type === "tree" ? `${entryName}/` : entryName);
    const sorted = [...entries.keys()].sort((a, b) => Buffer.compare(Buffer.from(key(a)), Buffer.from(key(b))));
    const content = Buffer.concat(
      sorted.flatMap((entryName) => {
        const entry = /** @type {TreeEntry} */ (entries.get(entryName));
        return [Buffer.from(`${entry.type === "tree" ? "40000" : entry.mode} ${entryName}\0`), Buffer.from(entry.sha, "hex")];
      }),
    );
    const sha = objectId("tree", content);
    trees.set(sha, new Map(sorted.map((entryName) => [entryName, /** @type {TreeEntry} */ (entries.get(entryName))])));
    return sha;
  };

  /** A tree holding these files (path to blob entry), subtrees built from the paths. */
  const treeOf = (/** @type {Map<string, TreeEntry>} */ files) => {
    /** @type {Map<string, Map<string, TreeEntry>>} */
    const children = new Map();
    /** @type {Map<string, TreeEntry>} */
    const entries = new Map();
    for (const [filePath, entry] of files) {
      const at = filePath.indexOf("/");
      if (at === -1) entries.set(filePath, entry);
      else {
        const dir = filePath.slice(0, at);
        if (!children.has(dir)) children.set(dir, new Map());
        children.get(dir)?.set(filePath.slice(at + 1), entry);
      }
    }
    for (const [dir, inside] of children) entries.set(dir, { mode: "040000", type: "tree", sha: treeOf(inside) });
    return putTree(entries);
  };

  /** Every file of a tree, by path. */
  const flatten = (/** @type {string} */ treeSha, prefix = "") => {
    /** @type {Map<string, TreeEntry>} */
    const files = new Map();
    for (const [entryName, entry] of trees.get(treeSha) ?? []) {
      if (entry.type === "tree") for (const [inner, blob] of flatten(entry.sha, `${prefix}${entryName}/`)) files.set(inner, blob);
      else files.set(`${prefix}${entryName}`, entry);
    }
    return files;
  };

  const putCommit = (/** @type {Commit} */ commit) => {
    const text = [
      `tree ${commit.tree}`,
      ...commit.parents.map((parent) => `parent ${parent}`),
      `author ${commit.author.name} <${commit.author.email}> ${gitTime(commit.author.date)}`,
      `committer ${commit.committer.name} <${commit.committer.email}> ${gitTime(commit.committer.date)}`,
      "",
      commit.message,
    ].join("\n");
    const sha = objectId("commit", Buffer.from(text));
    commits.set(sha, commit);
    return sha;
  };

  // The default branch: one commit of the project's folders as they are on disk.
  /** @type {Map<string, TreeEntry>} */
  const initialFiles = new Map();
  for (const folder of folders) {
    for (const file of filesUnder(path.join(root, folder), root)) {
      initialFiles.set(file, { mode: "100644", type: "blob", sha: putBlob(fs.readFileSync(path.join(root, file))) });
    }
  }
  const started = new Date().toISOString();
  const maintainer = { name: "Blessbit", email: "sito@blessbit.test", date: started };
  branches.set(
    branch,
    putCommit({ tree: treeOf(initialFiles), parents: [], message: "Contenuti del sito", author: maintainer, committer: maintainer }),
  );

  // What GitHub answers, field by field as its REST reference documents them (the fields Decap reads, and their neighbours).
  const repoUrl = `${GITHUB_API}/repos/${owner}/${name}`;
  const userJson = (/** @type {string} */ login) => ({
    login,
    id: 1,
    node_id: "U_stand-in",
    avatar_url: `https://avatars.githubusercontent.com/u/1?v=4`,
    url: `${GITHUB_API}/users/${login}`,
    html_url: `https://github.com/${login}`,
    type: "User",
    site_admin: false,
    ...(login === user.login ? { name: user.name, email: user.email } : { name: null, email: null }),
  });
  const repoJson = () => ({
    id: 1,
    node_id: "R_stand-in",
    name,
    full_name: repository,
    owner: { ...userJson(owner), type: "Organization" },
    private: true,
    fork: false,
    html_url: `https://github.com/${repository}`,
    url: repoUrl,
    default_branch: branch,
    permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
  });
  const commitJson = (/** @type {string} */ sha) => {
    const commit = /** @type {Commit} */ (commits.get(sha));
    return {
      sha,
      node_id: `C_${sha}`,
      url: `${repoUrl}/commits/${sha}`,
      html_url: `https://github.com/${repository}/commit/${sha}`,
      commit: {
        url: `${repoUrl}/git/commits/${sha}`,
        author: commit.author,
        committer: commit.committer,
        message: commit.message,
        tree: { sha: commit.tree, url: `${repoUrl}/git/trees/${commit.tree}` },
      },
      parents: commit.parents.map((parent) => ({ sha: parent, url: `${repoUrl}/commits/${parent}` })),
    };
  };
  const gitCommitJson = (/** @type {string} */ sha) => {
    const commit = /** @type {Commit} */ (commits.get(sha));
    return {
      sha,
      node_id: `C_${sha}`,
      url: `${repoUrl}/git/commits/${sha}`,
      author: commit.author,
      committer: commit.committer,
      message: commit.message,
      tree: { sha: commit.tree, url: `${repoUrl}/git/trees/${commit.tree}` },
      parents: commit.parents.map((parent) => ({ sha: parent, url: `${repoUrl}/git/commits/${parent}` })),
    };
  };
  const refJson = (/** @type {string} */ branchName) => ({
    ref: `refs/heads/${branchName}`,
    node_id: `REF_${branchName}`,
    url: `${repoUrl}/git/refs/heads/${branchName}`,
    object: { type: "commit", sha: branches.get(branchName), url: `${repoUrl}/git/commits/${branches.get(branchName)}` },
  });
  /** @type {(treeSha: string, recursive: boolean, prefix?: string) => Record<string, unknown>[]} */
  const treeEntriesJson = (treeSha, recursive, prefix = "") =>
    [...(trees.get(treeSha) ?? [])].flatMap(([entryName, entry]) => {
      /** @type {Record<string, unknown>} */
      const json = {
        path: `${prefix}${entryName}`,
        mode: entry.mode,
        type: entry.type,
        sha: entry.sha,
        url: `${repoUrl}/git/${entry.type}s/${entry.sha}`,
      };
      if (entry.type === "blob") json.size = blobs.get(entry.sha)?.length;
      return entry.type === "tree" && recursive ? [json, ...treeEntriesJson(entry.sha, true, `${prefix}${entryName}/`)] : [json];
    });
  const labelJson = (/** @type {string} */ label, /** @type {number} */ index) => ({
    id: index + 1,
    node_id: `LA_${label}`,
    url: `${repoUrl}/labels/${encodeURIComponent(label)}`,
    name: label,
    color: "ededed",
    default: false,
    description: null,
  });
  const pullJson = (/** @type {PullRequest} */ pull) => ({
    url: `${repoUrl}/pulls/${pull.number}`,
    id: pull.number,
    node_id: `PR_${pull.number}`,
    html_url: `https://github.com/${repository}/pull/${pull.number}`,
    number: pull.number,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    user: userJson(user.login),
    labels: pull.labels.map(labelJson),
    created_at: pull.created_at,
    updated_at: pull.updated_at,
    merged_at: null,
    head: { label: `${owner}:${pull.head}`, ref: pull.head, sha: branches.get(pull.head), user: userJson(owner), repo: repoJson() },
    base: { label: `${owner}:${pull.base}`, ref: pull.base, sha: branches.get(pull.base), user: userJson(owner), repo: repoJson() },
  });

  /** A commit, branch or tree named the ways the API takes them: sha, branch name, `rev:path`. */
  const treeAt = (/** @type {string} */ spec) => {
    const at = spec.indexOf(":");
    const rev = at === -1 ? spec : spec.slice(0, at);
    const commitSha = branches.get(rev) ?? (commits.has(rev) ? rev : undefined);
    /** @type {string | undefined} */
    let treeSha = commitSha ? commits.get(commitSha)?.tree : trees.has(rev) ? rev : undefined;
    if (at === -1 || !treeSha) return treeSha;
    for (const part of spec
      .slice(at + 1)
      .split("/")
      .filter(Boolean)) {
      /** @type {TreeEntry | undefined} */
      const entry = trees.get(treeSha)?.get(part);
      if (entry?.type !== "tree") return undefined;
      treeSha = entry.sha;
    }
    return treeSha;
  };
  const commitAt = (/** @type {string} */ rev) => {
    const bare = rev.includes(":") ? rev.slice(rev.indexOf(":") + 1) : rev; // "owner:branch" in compare and pulls
    return branches.get(bare) ?? (commits.has(bare) ? bare : undefined);
  };
  const ancestors = (/** @type {string} */ sha) => {
    /** @type {string[]} */
    const seen = [];
    for (const queue = [sha]; queue.length;) {
      const next = /** @type {string} */ (queue.shift());
      if (seen.includes(next)) continue;
      seen.push(next);
      queue.push(...(commits.get(next)?.parents ?? []));
    }
    return seen;
  };
  const patchOf = (/** @type {Buffer | undefined} */ before, /** @type {Buffer} */ after) => {
    const lines = (/** @type {Buffer | undefined} */ text) => (text ? text.toString("utf8").replace(/\n$/, "").split("\n") : []);
    const [old, now] = [lines(before), lines(after)];
    return [`@@ -${old.length ? 1 : 0},${old.length} +1,${now.length} @@`, ...old.map((l) => `-${l}`), ...now.map((l) => `+${l}`)].join("\n");
  };

  /** @returns {StandInResponse} */
  const json = (/** @type {number} */ status, /** @type {unknown} */ body, /** @type {Record<string, string>} */ headers = {}) => ({
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...CORS, ...headers },
    body: JSON.stringify(body),
  });
  const notFound = () => json(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
  const unprocessable = (/** @type {string} */ message) => json(422, { message, documentation_url: DOCS, status: "422" });
  const now = () => new Date().toISOString();
  const repoPath = (/** @type {string} */ rest) => new RegExp(`^/repos/${owner}/${name}${rest}$`);

  /** @type {[string, RegExp, (match: RegExpMatchArray, query: URLSearchParams, body: any) => StandInResponse][]} */
  const routes = [
    ["GET", /^\/user$/, () => json(200, userJson(user.login))],
    ["GET", /^\/users\/([^/]+)$/, ([, login]) => json(200, userJson(login))],
    ["GET", repoPath(""), () => json(200, repoJson())],
    [
      "GET",
      repoPath("/branches/(.+)"),
      ([, branchName]) => {
        const sha = branches.get(decodeURIComponent(branchName));
        return sha
          ? json(200, { name: decodeURIComponent(branchName), commit: commitJson(sha), protected: false })
          : json(404, { message: "Branch not found", documentation_url: DOCS, status: "404" });
      },
    ],
    [
      "GET",
      repoPath("/git/trees/(.+)"),
      ([, spec], query) => {
        const sha = treeAt(decodeURIComponent(spec));
        return sha
          ? json(200, { sha, url: `${repoUrl}/git/trees/${sha}`, tree: treeEntriesJson(sha, query.has("recursive")), truncated: false })
          : notFound();
      },
    ],
    [
      "GET",
      repoPath("/git/blobs/([0-9a-f]{40})"),
      ([, sha]) => {
        const content = blobs.get(sha);
        if (!content) return notFound();
        const base64 = (content.toString("base64").match(/.{1,60}/g) ?? []).join("\n");
        return json(200, {
          sha,
          node_id: `B_${sha}`,
          size: content.length,
          url: `${repoUrl}/git/blobs/${sha}`,
          content: `${base64}\n`,
          encoding: "base64",
        });
      },
    ],
    [
      "GET",
      repoPath("/commits"),
      (_, query) => {
        // The commits of a branch (newest first) that changed `path`.
        const head = commitAt(query.get("sha") ?? branch);
        const filePath = query.get("path");
        if (!head) return notFound();
        const blobAt = (/** @type {string | undefined} */ sha) =>
          sha && filePath ? flatten(/** @type {Commit} */ (commits.get(sha)).tree).get(filePath)?.sha : undefined;
        const touched = ancestors(head).filter((sha) => !filePath || blobAt(sha) !== blobAt(commits.get(sha)?.parents[0]));
        return json(200, touched.map(commitJson));
      },
    ],
    [
      "GET",
      repoPath("/commits/([^/]+)/status"),
      ([, ref]) => {
        // The combined status of a commit (Decap looks for a deploy preview): no checks have reported here.
        const sha = commitAt(decodeURIComponent(ref));
        if (!sha) return notFound();
        return json(200, {
          state: "pending",
          statuses: [],
          sha,
          total_count: 0,
          repository: repoJson(),
          commit_url: `${repoUrl}/commits/${sha}`,
          url: `${repoUrl}/commits/${sha}/status`,
        });
      },
    ],
    [
      "GET",
      repoPath("/compare/(.+)\\.\\.\\.(.+)"),
      ([, base, head]) => {
        const [baseSha, headSha] = [commitAt(decodeURIComponent(base)), commitAt(decodeURIComponent(head))];
        if (!baseSha || !headSha) return notFound();
        const behind = ancestors(baseSha);
        const mergeBase = ancestors(headSha).find((sha) => behind.includes(sha));
        if (!mergeBase) return notFound();
        const ahead = ancestors(headSha)
          .filter((sha) => !ancestors(mergeBase).includes(sha))
          .reverse();
        const [from, to] = [flatten(/** @type {Commit} */ (commits.get(mergeBase)).tree), flatten(/** @type {Commit} */ (commits.get(headSha)).tree)];
        const files = [...new Set([...from.keys(), ...to.keys()])]
          .filter((file) => from.get(file)?.sha !== to.get(file)?.sha)
          .map((file) => {
            const [before, after] = [from.get(file), to.get(file)];
            const status = !before ? "added" : !after ? "removed" : "modified";
            const blob = blobs.get(/** @type {TreeEntry} */ (after ?? before).sha);
            return {
              sha: (after ?? before)?.sha,
              filename: file,
              status,
              ...(blob && isText(blob) && after ? { patch: patchOf(before && blobs.get(before.sha), blob) } : {}),
            };
          });
        const behindBy = behind.filter((sha) => !ancestors(headSha).includes(sha)).length;
        return json(200, {
          url: `${repoUrl}/compare/${base}...${head}`,
          status: ahead.length && behindBy ? "diverged" : ahead.length ? "ahead" : behindBy ? "behind" : "identical",
          ahead_by: ahead.length,
          behind_by: behindBy,
          total_commits: ahead.length,
          base_commit: commitJson(baseSha),
          merge_base_commit: commitJson(mergeBase),
          commits: ahead.map(commitJson),
          files,
        });
      },
    ],
    [
      "GET",
      repoPath("/pulls"),
      (_, query) => {
        const state = query.get("state") ?? "open";
        const head = query.get("head");
        const found = pulls.filter(
          (pull) =>
            (state === "all" || pull.state === state) &&
            (!query.get("base") || pull.base === query.get("base")) &&
            (!head || head === `${owner}:${pull.head}`),
        );
        return json(200, found.map(pullJson));
      },
    ],
    [
      "POST",
      repoPath("/pulls"),
      (_, __, body) => {
        const head = String(body.head ?? "").replace(`${owner}:`, "");
        if (!branches.has(head) || !branches.has(body.base)) return unprocessable("Validation Failed");
        if (pulls.some((pull) => pull.head === head && pull.state === "open"))
          return unprocessable(`A pull request already exists for ${owner}:${head}.`);
        const pull = {
          number: pulls.length + 1,
          title: body.title,
          body: body.body ?? "",
          head,
          base: body.base,
          labels: [],
          state: "open",
          created_at: now(),
          updated_at: now(),
        };
        pulls.push(pull);
        return json(201, pullJson(pull), { location: `${repoUrl}/pulls/${pull.number}` });
      },
    ],
    [
      "PUT",
      repoPath("/issues/(\\d+)/labels"),
      ([, number], __, body) => {
        const pull = pulls.find((p) => p.number === Number(number));
        if (!pull) return notFound();
        pull.labels = [...new Set(/** @type {string[]} */ (body.labels))];
        pull.updated_at = now();
        return json(200, pull.labels.map(labelJson));
      },
    ],
    [
      "POST",
      repoPath("/git/blobs"),
      (_, __, body) => {
        if (body.encoding !== "base64" && body.encoding !== "utf-8") return unprocessable("Invalid request.");
        const sha = putBlob(Buffer.from(body.content, body.encoding === "base64" ? "base64" : "utf8"));
        return json(201, { url: `${repoUrl}/git/blobs/${sha}`, sha }, { location: `${repoUrl}/git/blobs/${sha}` });
      },
    ],
    [
      "POST",
      repoPath("/git/trees"),
      (_, __, body) => {
        // Entries with a path under folders, as GitHub takes them; `sha: null` removes a file. GitHub takes a
        // commit for `base_tree` too (its tree), which Decap relies on.
        const base = body.base_tree && (trees.has(body.base_tree) ? body.base_tree : commits.get(body.base_tree)?.tree);
        if (body.base_tree && !base) return unprocessable("base_tree is not a valid tree oid");
        const files = base ? flatten(base) : new Map();
        for (const entry of body.tree) {
          if (entry.sha === null) files.delete(entry.path);
          else if (entry.type !== "blob" || !blobs.has(entry.sha)) return unprocessable(`tree.sha ${entry.sha} is not a valid blob`);
          else files.set(entry.path, { mode: entry.mode, type: "blob", sha: entry.sha });
        }
        const sha = treeOf(files);
        return json(
          201,
          { sha, url: `${repoUrl}/git/trees/${sha}`, tree: treeEntriesJson(sha, false), truncated: false },
          { location: `${repoUrl}/git/trees/${sha}` },
        );
      },
    ],
    [
      "POST",
      repoPath("/git/commits"),
      (_, __, body) => {
        if (!trees.has(body.tree) || !body.parents.every((/** @type {string} */ parent) => commits.has(parent)))
          return unprocessable("Invalid request.");
        const signature = { name: user.name, email: user.email, date: now() };
        const sha = putCommit({
          tree: body.tree,
          parents: body.parents,
          message: body.message,
          author: body.author ?? signature,
          committer: body.committer ?? signature,
        });
        return json(201, gitCommitJson(sha), { location: `${repoUrl}/git/commits/${sha}` });
      },
    ],
    [
      "POST",
      repoPath("/git/refs"),
      (_, __, body) => {
        const branchName = String(body.ref).replace(/^refs\/heads\//, "");
        if (!String(body.ref).startsWith("refs/heads/") || !commits.has(body.sha)) return unprocessable("Reference update failed");
        if (branches.has(branchName)) return unprocessable("Reference already exists");
        branches.set(branchName, body.sha);
        return json(201, refJson(branchName), { location: `${repoUrl}/git/refs/heads/${branchName}` });
      },
    ],
  ];

  return {
    calls,
    unexpected,
    /** Answers one request to https://api.github.com. */
    handle(/** @type {StandInRequest} */ request) {
      const url = new URL(request.url);
      const call = `${request.method} ${url.pathname}${url.search}`;
      if (request.method === "OPTIONS") return { status: 204, headers: PREFLIGHT, body: "" };
      calls.push(call);
      const authorization = Object.entries(request.headers).find(([header]) => header.toLowerCase() === "authorization")?.[1];
      if (authorization !== `token ${token}`) return json(401, { message: "Bad credentials", documentation_url: DOCS, status: "401" });
      for (const [method, pattern, answer] of routes) {
        const match = request.method === method ? url.pathname.match(pattern) : null;
        if (match) return answer(match, url.searchParams, request.body ? JSON.parse(request.body) : {});
      }
      unexpected.push(call);
      return notFound();
    },
    /** The commit a branch points at, or undefined. */
    branchHead: (/** @type {string} */ branchName) => branches.get(branchName),
    branchNames: () => [...branches.keys()],
    /** A file's text at a commit, or undefined. */
    fileAt(/** @type {string} */ commitSha, /** @type {string} */ filePath) {
      const commit = commits.get(commitSha);
      const entry = commit && flatten(commit.tree).get(filePath);
      return entry && blobs.get(entry.sha)?.toString("utf8");
    },
    /** The files a commit changed against its first parent. */
    changedFiles(/** @type {string} */ commitSha) {
      const commit = /** @type {Commit} */ (commits.get(commitSha));
      const [before, after] = [flatten(/** @type {Commit} */ (commits.get(commit.parents[0])).tree), flatten(commit.tree)];
      return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file)?.sha !== after.get(file)?.sha).sort();
    },
    parentsOf: (/** @type {string} */ commitSha) => commits.get(commitSha)?.parents ?? [],
    pullRequests: () =>
      pulls.map((pull) => ({ number: pull.number, head: pull.head, base: pull.base, state: pull.state, labels: pull.labels, title: pull.title })),
  };
}
