import { Island } from "../Island.tsx";
import type { PageProps } from "./props.ts";

/** The account pages are islands; what is prerendered here is each one's initial, signed-out state. */
export const Login = ({ meta }: PageProps) => (
  <article className="page narrow">
    <h1>{meta.heading}</h1>
    <Island name="login" props={{}} />
  </article>
);

export const Register = ({ meta }: PageProps) => (
  <article className="page narrow">
    <h1>{meta.heading}</h1>
    <Island name="register" props={{}} />
  </article>
);

export const Profile = ({ meta }: PageProps) => (
  <article className="page narrow">
    <h1>{meta.heading}</h1>
    <Island name="profile" props={{}} />
  </article>
);

export const SubscriptionSuccess = () => <Island name="success" props={{}} />;

export const Alpha = ({ meta, copy }: PageProps) => (
  <Island name="alpha" props={{ heading: meta.heading, intro: copy }} />
);

export const ForgotPassword = ({ meta }: PageProps) => (
  <article className="page narrow">
    <h1>{meta.heading}</h1>
    <Island name="forgot" props={{}} />
  </article>
);

export const AccountAction = ({ meta }: PageProps) => (
  <article className="page narrow">
    <h1>{meta.heading}</h1>
    <Island name="action" props={{}} className="account-action" />
  </article>
);
