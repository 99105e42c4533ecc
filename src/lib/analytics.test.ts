import { cookieDomains, expireAnalyticsCookies } from "./analytics";

test("a cookie can live on the host and on each parent domain, never on the top-level domain alone", () => {
  expect(cookieDomains("www.example.it")).toEqual(["www.example.it", "example.it"]);
  expect(cookieDomains("blessbit.it")).toEqual(["blessbit.it"]);
  expect(cookieDomains("localhost")).toEqual(["localhost"]);
  expect(cookieDomains("127.0.0.1")).toEqual(["127.0.0.1"]);
});

test("every Google Analytics cookie is expired host-only and on every domain gtag may have used", () => {
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return "_ga=GA1.2.1.2; cookieconsent_status=denied; _ga_TEST0E2E00=GS1.1; _gid=GA1.2.3; _gat_gtag_G_X=1; _gallery=keep";
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  expireAnalyticsCookies(doc, "www.example.it");
  const expired = (name: string) => writes.filter((write) => write.startsWith(`${name}=; expires=Thu, 01 Jan 1970`));
  for (const name of ["_ga", "_ga_TEST0E2E00", "_gid", "_gat_gtag_G_X"]) {
    expect(expired(name).map((write) => /domain=([^;]+)/.exec(write)?.[1] ?? "host-only")).toEqual(["host-only", "www.example.it", "example.it"]);
  }
  expect(expired("cookieconsent_status")).toEqual([]);
  expect(expired("_gallery")).toEqual([]);
});
