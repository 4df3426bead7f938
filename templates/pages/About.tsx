import type { PageProps } from "./props.ts";

/** Schema.org Organization data for /about (SPEC §2: structured organisation metadata). */
export function organization({ site }: Pick<PageProps, "site">) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: site.url,
    logo: `${site.url}/favicon.svg`,
    email: site.email,
    foundingDate: String(site.company.founded),
    address: { "@type": "PostalAddress", addressCountry: "PT" },
    sameAs: [site.chat.url],
  };
}
