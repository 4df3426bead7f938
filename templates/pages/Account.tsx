import { Island } from "../Island.tsx";
import type { PageProps } from "./props.ts";

/** The account pages are islands; what is prerendered here is each one's initial, signed-out state. */
const narrow =
  (name: "login" | "register" | "profile" | "forgot" | "action", className?: string) =>
  ({ meta }: PageProps) => (
    <article className="page narrow">
      <h1>{meta.heading}</h1>
      <Island name={name} props={{}} className={className} />
    </article>
  );

export const Login = narrow("login");
export const Register = narrow("register");
export const Profile = narrow("profile");
export const ForgotPassword = narrow("forgot");
export const AccountAction = narrow("action", "account-action");

export const SubscriptionSuccess = () => <Island name="success" props={{}} />;

export const Alpha = ({ meta, copy }: PageProps) => <Island name="alpha" props={{ heading: meta.heading, intro: copy }} />;
