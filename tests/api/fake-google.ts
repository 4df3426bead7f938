/**
 * Google's side of production token verification, on loopback: the securetoken public keys and the
 * Identity Toolkit account lookup that checkRevoked calls. firebase-admin is used unmodified; only its
 * public httpAgent and credential options point it here, so the production code path runs offline.
 */
import { createServer, type Server } from "node:http";
import { Agent } from "node:https";
import { connect } from "node:net";
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";

export interface FakeUser {
  disabled?: boolean;
  /** Seconds since the epoch; tokens issued (auth_time) before it count as revoked. */
  validSince?: number;
}

/** How one of Google's endpoints behaves: normally, or one of the ways it can fail. */
export type Behaviour = "ok" | "reset" | "error" | "garbage" | "hang";

export interface FakeGoogle {
  projectId: string;
  /** The public keys endpoint; set to anything but "ok" to make it fail that way. */
  certs: Behaviour;
  /** The account lookup behind checkRevoked. */
  lookup: Behaviour;
  /** Pass as initializeApp({ httpAgent }): every https request lands on this server instead. */
  httpAgent: Agent;
  /** Pass as initializeApp({ credential }): an access token without any service account. */
  credential: { getAccessToken(): Promise<{ access_token: string; expires_in: number }> };
  users: Map<string, FakeUser>;
  /** Google's public key in PEM, as its endpoint publishes it. */
  publicKeyPem: string;
  /** A correctly signed ID token for uid, with claims overridable (and the header, to forge). */
  sign(uid: string, claims?: JWTPayload, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

export interface SignOptions {
  key?: CryptoKey | Uint8Array;
  /** null leaves the key id out. */
  kid?: string | null;
  alg?: string;
}

const CERTS = "/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com";

export async function startFakeGoogle(projectId = "prod-project"): Promise<FakeGoogle> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = "test-key-1";
  const pem = await exportSPKI(publicKey);
  const users = new Map<string, FakeUser>();
  const state = { certs: "ok" as Behaviour, lookup: "ok" as Behaviour };

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "cache-control": "public, max-age=3600" });
      response.end(JSON.stringify(body));
    };
    const behaviour = request.url === CERTS ? state.certs : state.lookup;
    if (behaviour === "reset") return request.socket.destroy();
    if (behaviour === "hang") return; // never answers; close() cuts the connection
    if (behaviour === "error") return send(500, { error: { code: 500, message: "Backend Error" } });
    if (behaviour === "garbage") {
      response.writeHead(200, { "content-type": "text/html" });
      return response.end("<html><body>Service Unavailable</body></html>");
    }
    if (request.method === "GET" && request.url === CERTS) return send(200, { [kid]: pem });
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      if (request.url !== `/v1/projects/${projectId}/accounts:lookup`) return send(404, { error: { message: "NOT_FOUND" } });
      const uid = (JSON.parse(raw) as { localId: string[] }).localId[0]!;
      const user = users.get(uid);
      if (!user) return send(200, {});
      send(200, { users: [{ localId: uid, email: `${uid}@example.com`, disabled: user.disabled ?? false, validSince: String(user.validSince ?? 0) }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;

  // An https Agent whose "TLS" connection is a plain loopback socket: requests go out as HTTP/1.1 text.
  const httpAgent = new Agent({ keepAlive: false });
  (httpAgent as unknown as { createConnection: () => unknown }).createConnection = () => connect(port, "127.0.0.1");

  const sign = async (uid: string, claims: JWTPayload = {}, options: SignOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: `https://securetoken.google.com/${projectId}`, aud: projectId, sub: uid, user_id: uid, iat: now - 10, exp: now + 3600,
      auth_time: now - 10, email: `${uid}@example.com`, email_verified: false, firebase: { identities: {}, sign_in_provider: "password" },
      ...claims,
    };
    const header = { alg: options.alg ?? "RS256", typ: "JWT", ...(options.kid === null ? {} : { kid: options.kid ?? kid }) };
    return new SignJWT(payload).setProtectedHeader(header).sign(options.key ?? privateKey);
  };

  return Object.assign(state, {
    projectId,
    publicKeyPem: pem,
    httpAgent,
    credential: { getAccessToken: async () => ({ access_token: "offline-test-token", expires_in: 3600 }) },
    users,
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
