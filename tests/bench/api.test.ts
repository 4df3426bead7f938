/**
 * bench/api.ts (`npm run bench:api`) in smoke mode: a second per route on PGlite, PostgreSQL and two
 * replicas sharing Redis, and a one-second soak. It exits 1 on any error (a refused compile, say) or lost
 * application, and before that on any refusal while it sets its account up (verified address, accepted
 * application, plan). How many requests a second completes is the machine's business: it may be none.
 */
import { test } from "uvu";
import { smokeBench } from "./run.ts";

const ROUTES = ["GET /bench/bare \\(ceiling\\)", "GET /api-key", "POST /alpha-subscribe", "POST /v1/compile"];
const rows = (config: string) => ROUTES.map((route) => new RegExp(`^${config} +${route} +\\d+ req/s +p50 +\\d+ ms +p99 +\\d+ ms +\\d+ ok, 0 errors$`, "m"));

test("bench/api.ts runs on every configuration and prints each route's figures beside the bare route", async () => {
  await smokeBench("api.ts", [
    ...rows("pglite   "),
    ...rows("postgres "),
    ...rows("redis x2 "),
    /^targets on PostgreSQL: .*compile >= 2000 req\/s with p99 < 50 ms: (met|NOT met) \(bare ceiling \d+ req\/s\)/m,
    /^redis x2 +2 processes counting limits in Redis.*compile \d+ req\/s/m,
    /^soak +1 s at \d+ connections.*\d+ req\/s/m,
  ]);
});

test.run();
