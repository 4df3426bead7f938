import type { FaqItem } from "./types.ts";

/** Frequently asked questions; answers are Markdown and may link to internal routes. */
export const faq = [
  {
    question: "What is HomeDirective?",
    answer:
      "HomeDirective is an AI-as-a-Service for [Home Assistant](https://www.home-assistant.io). You describe in plain language what your home should do and when, and the service makes it happen. It is built for hobbyists and power users who would rather write a sentence than another YAML automation.",
  },
  {
    question: "What is a directive?",
    answer:
      "A directive is a natural-language instruction for your home, such as *\"Close the living room shutters at sunset on weekdays\"* or *\"Turn off all lights when nobody is home\"*. HomeDirective works out which entities, times and conditions you mean. The [docs](/docs) have more examples.",
  },
  {
    question: "Can I try it without an account?",
    answer:
      "Yes. The playground on the [home page](/) compiles any directive you type into a Home Assistant automation, against a demo home, right in your browser: nothing you type is sent anywhere. With an account and a plan, your API key compiles directives against your own home; the [docs](/docs) show how.",
  },
  {
    question: "Is it free?",
    answer:
      "Yes, during the alpha. All three plans are listed at $0.00 per month, and alpha testers get a 100% discount at checkout. See [Pricing](/pricing) for what each plan includes.",
  },
  {
    question: "Which devices are supported during the alpha?",
    answer:
      "Shutters, lights, sensors and switches. More device types are on the roadmap, and the alpha application asks which ones matter most to you.",
  },
  {
    question: "How is my data protected?",
    answer:
      "To compile a directive, its text and the names of the entities you expose travel over HTTPS and are processed in memory, never stored or logged. The directives you create are kept as records encrypted with AES-256-CBC, with a random initialization vector for every item and an HMAC-SHA-256 tag; the key is generated locally on your Home Assistant instance and is never stored on our servers, so only your Home Assistant can read them. Your API key is stored hashed and sealed, never in clear. You also choose exactly which entities are exposed. Details are on the [Security](/security) page.",
  },
  {
    question: "How do I install the Home Assistant integration?",
    answer:
      "The Lovelace dashboard card is in closed alpha and installable now by alpha testers with a plan: [apply for the alpha](/alpha), choose a plan on your [profile](/profile), then install the card with HACS as the [docs](/docs) explain. The custom integration, which will run directives by itself, is on the roadmap and not installable yet.",
  },
  {
    question: "Who can join the alpha?",
    answer:
      "Anyone running Home Assistant can [apply](/alpha), whether you are a hobbyist or a power user. We invite testers in small groups so we can give each of them proper attention.",
  },
  {
    question: "Can I cancel, and is there a refund?",
    answer:
      "You can cancel at any time. Paid plans come with a 30-day money-back guarantee, and we give 30 days' notice before any price change. The [Terms of Service](/terms) have the details.",
  },
  {
    question: "How do I delete my account?",
    answer:
      "Sign in, open your [profile](/profile) and scroll to the danger zone at the bottom. Choose **Delete account** and type your password again to confirm. Your sign-in, API key, subscription and alpha application are deleted at once, and backup copies within 30 days. Want to keep a copy first? **Download my data** on the same page gives you everything as a JSON file. The [Privacy Policy](/privacy) has the details.",
  },
  {
    question: "I forgot my password. What now?",
    answer:
      "Choose **Forgot password?** on the [log-in page](/login) and enter your e-mail address. We send a link that lets you choose a new one; it works once and expires after an hour.",
  },
  {
    question: "How do I get support?",
    answer:
      "E-mail us at [support@homedirective.ai](mailto:support@homedirective.ai) or join our [Discord server](https://discord.gg/homedirective), where the team and other testers hang out. All channels are listed on the [Contact](/contact) page.",
  },
] satisfies FaqItem[];
