import type { Site } from "./types.ts";

/** Product facts in one place: name, contact points, navigation and footer. */
export const site = {
  name: "HomeDirective",
  tagline: "The first AI-as-a-Service for Home Assistant",
  url: "https://homedirective.ai",
  email: "support@homedirective.ai",
  chat: { name: "Discord", url: "https://discord.gg/homedirective" },
  company: { founded: 2024, country: "Portugal" },
  nav: [
    { label: "Pricing", href: "/pricing" },
    { label: "Security", href: "/security" },
    { label: "Docs", href: "/docs" },
    { label: "FAQ", href: "/faq" },
  ],
  footer: [
    {
      heading: "Product",
      links: [
        { label: "Pricing", href: "/pricing" },
        { label: "FAQ", href: "/faq" },
        { label: "Security", href: "/security" },
        { label: "Docs", href: "/docs" },
      ],
    },
    {
      heading: "Company",
      links: [
        { label: "About Us", href: "/about" },
        { label: "Contact", href: "/contact" },
        { label: "Discord", href: "https://discord.gg/homedirective" },
      ],
    },
    {
      heading: "Legal",
      links: [
        { label: "Terms of Service", href: "/terms" },
        { label: "Privacy Policy", href: "/privacy" },
      ],
    },
  ],
} satisfies Site;
