import type { PageMeta } from "./types.ts";

/** Per-route metadata in route-table order; `copy` names the Markdown file a page renders. */
export const pages = [
  {
    path: "/",
    heading: "The first AI-as-a-Service for Home Assistant",
    title: "HomeDirective — The first AI-as-a-Service for Home Assistant",
    description:
      "Control your Home Assistant home with natural-language directives. Encrypted with a key that stays on your instance. Free during the closed alpha.",
  },
  {
    path: "/pricing",
    heading: "Pricing",
    title: "Pricing — HomeDirective",
    description:
      "Compare the Basic, Pro and Power User plans by devices and automations. Every plan is free during the alpha with a 100% discount at checkout.",
  },
  {
    path: "/faq",
    heading: "Frequently Asked Questions",
    title: "FAQ — HomeDirective",
    description:
      "Answers about HomeDirective: what directives are, alpha pricing, supported devices, encryption, installing the integration, refunds and support.",
  },
  {
    path: "/security",
    heading: "Security",
    title: "Security — HomeDirective",
    description:
      "How HomeDirective protects your home data: AES-256-CBC with a random IV per item, HTTPS only, a locally generated key and entities you choose.",
    copy: "security.md",
  },
  {
    path: "/docs",
    heading: "Documentation",
    title: "Docs — HomeDirective",
    description:
      "Learn how directives work, how to install the Lovelace dashboard card in Home Assistant, and which devices the alpha supports.",
    copy: "docs.md",
  },
  {
    path: "/privacy",
    heading: "Privacy Policy",
    title: "Privacy Policy — HomeDirective",
    description:
      "What HomeDirective collects and why: account e-mail, API key, subscription and alpha answers. Logs are kept for 1 day; analytics only with consent.",
    copy: "privacy.md",
  },
  {
    path: "/terms",
    heading: "Terms of Service",
    title: "Terms of Service — HomeDirective",
    description:
      "The terms for using HomeDirective: eligibility, recurring billing, cancellation, the 30-day money-back guarantee, liability and dispute resolution.",
    copy: "terms.md",
  },
  {
    path: "/about",
    heading: "About Us",
    title: "About Us — HomeDirective",
    description:
      "HomeDirective is a small team in Portugal, founded in 2024, building natural-language automation for Home Assistant hobbyists and power users.",
    copy: "about.md",
  },
  {
    path: "/contact",
    heading: "Contact",
    title: "Contact — HomeDirective",
    description:
      "Get in touch with the HomeDirective team by e-mail at support@homedirective.ai or on our Discord server, or browse the FAQ for quick answers.",
    copy: "contact.md",
  },
  {
    path: "/alpha",
    heading: "Apply for Alpha Access",
    title: "Apply for Alpha Access — HomeDirective",
    description:
      "Apply to the free HomeDirective alpha. Tell us about your Home Assistant setup and help shape directives for shutters, lights, sensors and switches.",
    copy: "alpha.md",
  },
  {
    path: "/login",
    heading: "Log in",
    title: "Sign In — HomeDirective",
    description:
      "Sign in to your HomeDirective account with your e-mail and password to see your API key, your subscription status and your account details.",
  },
  {
    path: "/register",
    heading: "Create your account",
    title: "Create an Account — HomeDirective",
    description:
      "Create a HomeDirective account with your e-mail and a password. Each account comes with its own API key and subscription, shown on your profile.",
  },
  {
    path: "/profile",
    heading: "Profile",
    title: "Your Profile — HomeDirective",
    description:
      "Your HomeDirective account: the e-mail you signed up with, when the account was created, your subscription status and your personal API key.",
    private: true,
  },
  {
    path: "/subscription-success",
    heading: "Subscription Successful!",
    title: "Subscription Successful — HomeDirective",
    description:
      "Your HomeDirective subscription is confirmed. We are refreshing your account and will take you back to your profile in a few seconds.",
    private: true,
  },
  {
    path: "/forgot-password",
    heading: "Reset your password",
    title: "Reset Your Password — HomeDirective",
    description:
      "Forgot your HomeDirective password? Enter the e-mail address of your account and we will send you a link to choose a new password.",
  },
  {
    path: "/account-action",
    heading: "Your account",
    title: "Your Account — HomeDirective",
    description:
      "Where the links in our e-mails land: choose a new password after a reset request, or confirm that your e-mail address is yours.",
    private: true,
  },
] satisfies PageMeta[];

/** Metadata of dist/404.html, served for any unknown path. */
export const notFoundPage = {
  path: "/404",
  heading: "Page not found",
  title: "Page not found — HomeDirective",
  description: "There is no page at this address. Find your way on from the home page, the documentation or the contact page.",
  private: true,
} satisfies PageMeta;
